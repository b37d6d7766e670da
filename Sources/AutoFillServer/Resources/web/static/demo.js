"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const bar = $("bar");
  let focused = null;   // { element, fieldID, view }
  let generation = 0;

  $("site-host").textContent = location.hostname;

  function labelText(element) {
    return Array.from(element.labels || []).map((label) => label.textContent.trim()).join(" ");
  }

  // The field descriptor FormFields classifies (see FieldDescriptor).
  function describe(element) {
    const number = (name) => { const v = element.getAttribute(name); return v !== null && /^\d+$/.test(v) ? Number(v) : null; };
    return {
      tag: element.tagName.toLowerCase(), type: (element.type || "text").toLowerCase(),
      name: element.name || "", id: element.id || "", className: element.className || "",
      autocomplete: element.getAttribute("autocomplete") || "", placeholder: element.placeholder || "",
      label: labelText(element), ariaLabel: element.getAttribute("aria-label") || "",
      inputMode: element.getAttribute("inputmode") || "", pattern: element.getAttribute("pattern") || "",
      minLength: number("minlength"), maxLength: number("maxlength"),
      isVisible: true, isDisabled: element.disabled, isReadOnly: element.readOnly,
    };
  }

  function hideBar() { bar.hidden = true; bar.textContent = ""; }

  function place(element) {
    const rect = element.getBoundingClientRect();
    bar.style.left = (window.scrollX + rect.left) + "px";
    bar.style.top = (window.scrollY + rect.top - bar.offsetHeight - 6) + "px";
  }

  function render(view) {
    if (!focused || view.fieldID !== focused.fieldID) return;
    focused.view = view;
    bar.textContent = "";
    const shown = view.suggestions.slice(0, 3);
    if (shown.length === 0) { hideBar(); return; }
    shown.forEach((suggestion, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.setAttribute("role", "option");
      button.id = "suggestion-" + index;
      button.dataset.suggestion = suggestion.id;
      const label = document.createElement("span");
      label.className = "suggestion-label";
      label.textContent = suggestion.label;
      const detail = document.createElement("span");
      detail.className = "suggestion-domain";
      detail.textContent = suggestion.detail;
      button.append(label, detail);
      if (suggestion.boundDomain) {
        const domain = document.createElement("span");
        domain.className = "suggestion-domain";
        domain.textContent = "from " + suggestion.boundDomain;
        button.append(domain);
      }
      button.addEventListener("mousedown", (event) => event.preventDefault());  // keep the field focused
      button.addEventListener("click", () => choose(suggestion));
      button.addEventListener("keydown", (event) => keys(event, index, shown.length));
      bar.append(button);
    });
    bar.hidden = false;
    place(focused.element);
  }

  function note(text) {
    bar.textContent = "";
    const p = document.createElement("p");
    p.className = "bar-note";
    p.textContent = text;
    bar.append(p);
    bar.hidden = false;
    if (focused) place(focused.element);
  }

  function keys(event, index, count) {
    const buttons = bar.querySelectorAll("button");
    if (event.key === "ArrowDown") { event.preventDefault(); buttons[(index + 1) % count].focus(); }
    else if (event.key === "ArrowUp") { event.preventDefault(); if (index === 0 && focused) focused.element.focus(); else buttons[index - 1].focus(); }
    else if (event.key === "Escape") { event.preventDefault(); hideBar(); if (focused) focused.element.focus(); }
  }

  async function choose(suggestion) {
    if (!focused) return;
    const target = focused;
    try {
      const result = await AutoFill.call("POST", "/v1/fill", { fieldID: target.fieldID, suggestionID: suggestion.id });
      if (result.user && target.element.type === "password") {
        const user = $("username");
        if (user && !user.value) user.value = result.user;
      }
      target.element.value = result.value;
      target.element.dispatchEvent(new Event("input", { bubbles: true }));
      target.element.dispatchEvent(new Event("change", { bubbles: true }));
      hideBar();
      target.element.focus();
      $("demo-status").textContent = "Filled from AutoFill.";
    } catch (error) {
      note(error.code === "userInteractionRequired"
        ? "Unlock the vault on the AutoFill page, then choose again."
        : error.message);
    }
  }

  async function onFocus(event) {
    const element = event.target;
    if (!(element instanceof HTMLInputElement)) return;
    const mine = ++generation;
    if (focused && focused.element !== element) blur();
    focused = { element, fieldID: null, view: null };
    try {
      const view = await AutoFill.call("POST", "/v1/fields", { pageURL: location.href, field: describe(element) });
      if (mine !== generation) { AutoFill.call("DELETE", "/v1/fields/" + view.fieldID).catch(() => {}); return; }
      focused.fieldID = view.fieldID;
      element.dataset.fieldKind = view.kind;
      render(view);
    } catch (error) {
      $("demo-status").textContent = error.status === 401 ? "Open this page from the AutoFill page to connect it." : error.message;
    }
  }

  function blur() {
    if (focused && focused.fieldID) AutoFill.call("DELETE", "/v1/fields/" + focused.fieldID).catch(() => {});
    focused = null;
    hideBar();
  }

  for (const input of document.querySelectorAll("#signin input")) {
    input.addEventListener("focus", onFocus);
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" && !bar.hidden) {
        const first = bar.querySelector("button");
        if (first) { event.preventDefault(); first.focus(); }
      } else if (event.key === "Escape") { hideBar(); }
    });
  }
  document.addEventListener("focusout", () => {
    setTimeout(() => {
      const active = document.activeElement;
      if (focused && active !== focused.element && !bar.contains(active)) blur();
    }, 0);
  });

  $("signin").addEventListener("submit", (event) => {
    event.preventDefault();
    $("signed-in").hidden = false;
  });

  AutoFill.login().then((session) => {
    if (!session) { $("demo-status").textContent = "Open this page from the AutoFill page to connect it."; return; }
    $("demo-status").textContent = "AutoFill is connected.";
    AutoFill.events((name, data) => {
      if (!focused || !focused.fieldID || data.fieldID !== focused.fieldID) return;
      if (name === "code-arrived" && data.suggestion && focused.view) {
        // The event carries the suggestion itself: show it first, at once.
        const others = (list) => list.filter((item) => item.id !== data.suggestion.id);
        const view = focused.view;
        render({ ...view, suggestions: [data.suggestion, ...others(view.suggestions)], all: [data.suggestion, ...others(view.all)] });
      } else if (name === "suggestions-changed") {
        const fieldID = focused.fieldID;
        AutoFill.call("GET", "/v1/fields/" + fieldID).then(render).catch(() => {});
      }
    }, (connected) => { document.body.dataset.live = connected ? "yes" : "no"; });
  }).catch((error) => { $("demo-status").textContent = error.message; });
})();