"use strict";
// AutoFill in every frame of every page: notices when the person focuses a field, describes the
// field's form to the local service (which classifies it with FormFields and answers with
// suggestions, never a secret), shows the suggestions under the field in a closed shadow root,
// and fills what the person chooses the way typing would.
//
// It does nothing until a field is focused: three listeners on the document, no scan of the
// page, so pages without forms pay nothing.
(() => {
  if (globalThis.__swiftAutofillContent) return;
  globalThis.__swiftAutofillContent = true;
  const startedAt = performance.now();
  // How long this script took to start, and how long the last focus took to show its list, in
  // ms: sent along with the next focus (never on their own), for scripts/bench-extension.
  const timings = { initMs: null, shownMs: null };

  const TEXT_TYPES = new Set(["", "text", "email", "tel", "password", "number", "url", "search"]);
  const MAX_FORM_FIELDS = 64;
  const MAX_SHOWN = 8;
  // Clicks on a list that appeared or moved less than this long ago are ignored
  // (clickjacking: a page cannot slide the list under a click it provoked).
  const CLICK_DELAY_MS = 400;

  let generation = 0;
  let active = null; // the focused field: see activate()
  let filling = false; // focus changes made by a fill are not new fields
  const filled = new Map(); // element -> value, for the fill under way

  // ---- Talking to the background ------------------------------------------------------------

  async function request(message) {
    const answer = await ext.runtime.sendMessage(message);
    if (answer && answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer;
  }

  // ---- Describing fields and forms --------------------------------------------------------------

  function isTextField(element) {
    return element instanceof HTMLInputElement && TEXT_TYPES.has((element.getAttribute("type") || "").toLowerCase());
  }

  function collapse(text) {
    return (text || "").replace(/\s+/g, " ").trim().slice(0, 300);
  }

  function textOfIDs(element, attribute) {
    const ids = (element.getAttribute(attribute) || "").split(/\s+/).filter(Boolean);
    const root = element.getRootNode();
    return collapse(ids.map((id) => (root.getElementById ? root.getElementById(id) : null))
      .filter(Boolean).map((node) => node.textContent).join(" "));
  }

  function labelText(element) {
    const labels = element.labels ? Array.from(element.labels) : [];
    return collapse(labels.map((label) => label.textContent).join(" "));
  }

  const NOT_TEXT = "button, h1, h2, h3, h4, h5, h6, option, select, script, style, noscript, template, [role=button]";
  const FIELD = "input:not([type=hidden]), select, textarea";

  function hasWords(text) {
    return /[\p{L}\p{N}]/u.test(text);
  }

  // The text nodes next to `element` in document order (backwards or forwards), up to the
  // previous or next field, that are not buttons, headings, options or another field's label:
  // what FormFields' HTML scanner calls nearby and following text, read the same way.
  function textsBeside(element, backwards, limit) {
    const root = element.getRootNode();
    const start = root === document ? document.body || document.documentElement : root;
    if (!start) return [];
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    walker.currentNode = element;
    const found = [];
    for (let steps = 0; steps < 80 && found.length < limit; steps++) {
      const node = backwards ? walker.previousNode() : walker.nextNode();
      if (!node) break;
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node !== element && !element.contains(node) && node.matches(FIELD)) break;
        continue;
      }
      const parent = node.parentElement;
      if (!parent || parent.closest(NOT_TEXT)) continue;
      const label = parent.closest("label");
      if (label && label.control && label.control !== element) continue;
      const text = collapse(node.textContent);
      if (hasWords(text)) found.push(text.slice(0, 120));
    }
    return found;
  }

  function nearbyText(element) {
    return textsBeside(element, true, 1)[0] || "";
  }

  function followingText(element) {
    return textsBeside(element, false, 1)[0] || "";
  }

  function hints(element) {
    const names = ["data-testid", "data-test", "data-qa", "data-cy", "formcontrolname", "ng-model", "v-model", "data-automation-id"];
    return names.map((name) => element.getAttribute(name)).filter(Boolean).slice(0, 8);
  }

  function number(element, name) {
    const value = element.getAttribute(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  }

  // A `min` or `max` attribute's number, as the service reads it ("0", "9", "-1.5").
  function bound(element, name) {
    const value = (element.getAttribute(name) || "").trim();
    return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ? Number(value) : null;
  }

  // A box for one character of a split code: maxlength=1, or a number box for one digit.
  function isOneCharacterBox(element) {
    if (element.maxLength === 1) return true;
    const min = bound(element, "min");
    const max = bound(element, "max");
    return element.type === "number" && min !== null && min >= 0 && max !== null && max <= 9;
  }

  function isVisible(element) {
    if (!element.isConnected || element.type === "hidden") return false;
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    // Off-screen honeypots sit far outside the page.
    const page = document.documentElement;
    if (rect.right + window.scrollX < 0 || rect.bottom + window.scrollY < 0) return false;
    if (rect.left + window.scrollX > Math.max(page.scrollWidth, window.innerWidth) + 50) return false;
    for (let node = element, depth = 0; node && node.nodeType === Node.ELEMENT_NODE && depth < 12; depth++) {
      const style = getComputedStyle(node);
      if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) < 0.1) return false;
      node = node.parentElement || (node.getRootNode() && node.getRootNode().host) || null;
    }
    return true;
  }

  // The FieldDescriptor JSON FormFields reads (see Sources/FormFields/Model/FieldDescriptor.swift).
  function controlType(element) {
    if (element instanceof HTMLSelectElement) return element.multiple ? "select-multiple" : "select-one";
    if (element instanceof HTMLTextAreaElement) return "textarea";
    return element.type || "text";
  }

  function describe(element) {
    const rect = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      type: controlType(element),
      name: element.getAttribute("name") || "",
      id: element.id || "",
      className: typeof element.className === "string" ? element.className.slice(0, 200) : "",
      autocomplete: element.getAttribute("autocomplete") || "",
      placeholder: element.getAttribute("placeholder") || "",
      label: labelText(element),
      ariaLabel: element.getAttribute("aria-label") || "",
      ariaLabelledBy: textOfIDs(element, "aria-labelledby"),
      ariaDescribedBy: textOfIDs(element, "aria-describedby"),
      title: element.getAttribute("title") || "",
      nearbyText: nearbyText(element),
      followingText: followingText(element),
      hints: hints(element),
      inputMode: element.getAttribute("inputmode") || "",
      minLength: number(element, "minlength"),
      maxLength: number(element, "maxlength"),
      size: number(element, "size"),
      minimum: bound(element, "min"),
      maximum: bound(element, "max"),
      pattern: element.getAttribute("pattern") || "",
      passwordRules: element.getAttribute("passwordrules") || "",
      isVisible: isVisible(element),
      isDisabled: element.disabled,
      isReadOnly: element.readOnly,
      rect: { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height },
    };
  }

  const FORM_ACTION = Object.getOwnPropertyDescriptor(HTMLFormElement.prototype, "action").get;

  // The form a field belongs to: its <form>, or else the nearest container that holds other
  // fields or a button (single-page apps often have no <form>).
  function containerOf(element) {
    if (element.form) return element.form;
    let node = element.parentElement;
    for (let depth = 0; node && depth < 8; depth++, node = node.parentElement) {
      if (node.querySelectorAll("input, button").length >= 2) return node;
      if (node === document.body) break;
    }
    return node || element.getRootNode();
  }

  // The form's fields as FormFields counts them: every input but the button-like ones, selects
  // and text areas (hidden ones too: a hidden user name tells the classifier about the form).
  const CONTROLS = "input:not([type=submit]):not([type=image]):not([type=reset]):not([type=button]), select, textarea";
  function fieldsIn(container) {
    return Array.from(container.querySelectorAll ? container.querySelectorAll(CONTROLS) : []).slice(0, MAX_FORM_FIELDS);
  }

  // The headings that introduce a form: the last two before it, back to the previous form.
  function headingsBefore(container) {
    const root = container.getRootNode();
    const start = root === document ? document.body || document.documentElement : root;
    if (!start || !container.nodeType || container === start) return [];
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT);
    walker.currentNode = container;
    const found = [];
    for (let steps = 0; steps < 400 && found.length < 2; steps++) {
      const node = walker.previousNode();
      if (!node || node.matches("form")) break;
      if (node.matches("h1, h2, h3, h4, h5, h6")) {
        const text = collapse(node.textContent);
        if (text) found.unshift(text);
      }
    }
    return found;
  }

  // A button's text, and its aria-label when that says something else ("impots.gouv.fr"
  // labelled "Se connecter avec impots.gouv.fr"), as the service's scanner reads it.
  function buttonText(button) {
    const label = collapse(button.getAttribute("aria-label") || "");
    if (button instanceof HTMLInputElement) return collapse(button.value) || label;
    const text = collapse(button.textContent);
    if (!text) return label;
    if (!label || label.toLowerCase() === text.toLowerCase()) return text;
    return collapse(text + " " + label);
  }

  function describeForm(element) {
    const container = containerOf(element);
    let elements = fieldsIn(container);
    if (!elements.includes(element)) elements = [element].concat(elements).slice(0, MAX_FORM_FIELDS);
    const buttons = Array.from(container.querySelectorAll ? container.querySelectorAll("button:not([type=reset]), input[type=submit], input[type=button], [role=button]") : [])
      .map(buttonText).filter(Boolean).slice(0, 12);
    const headings = Array.from(container.querySelectorAll ? container.querySelectorAll("h1, h2, h3, legend") : [])
      .map((heading) => collapse(heading.textContent)).filter(Boolean).slice(0, 6);
    if (headings.length === 0) headings.push(...headingsBefore(container));
    const form = container instanceof HTMLFormElement ? container : null;
    // Text inside the form (not its labels, buttons or headings), and the few runs before it:
    // "We sent a code to your phone" is what makes a short field a one-time-code field.
    const texts = [];
    if (container.querySelectorAll) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && texts.length < 20; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(NOT_TEXT) || parent.closest("label")) continue;
        const text = collapse(node.textContent);
        if (hasWords(text)) texts.push(text.slice(0, 200));
      }
      const firstField = elements[0] || element;
      texts.unshift(...textsBeside(container.firstElementChild || firstField, true, 3).reverse());
    }
    return {
      elements,
      index: elements.indexOf(element),
      descriptor: {
        pageURL: location.href,
        pageTitle: collapse(document.title),
        // Through the prototype and attributes: a field named "action" or "id" replaces the
        // form's own properties of those names (<input type="hidden" name="action">).
        actionURL: form ? String(FORM_ACTION.call(form) || "") : "",
        method: form ? (form.getAttribute("method") || "get").toLowerCase() : "",
        id: form ? form.getAttribute("id") || "" : "",
        name: form ? form.getAttribute("name") || "" : "",
        isFormElement: !!form,
        fields: elements.map(describe),
        buttons,
        headings,
        texts: texts.slice(0, 20),
      },
    };
  }

  // ---- The suggestion list --------------------------------------------------------------------

  // The list and the save prompt, built the first time they are needed (a page whose fields
  // are never focused pays nothing for them).
  function makeList() {
    // A zero-size host whose closed shadow root holds the list: the page can neither read nor
    // restyle what is inside, and the host's size tells it nothing.
    const host = document.createElement("div");
    host.setAttribute(
      "style",
      "all: initial !important; position: fixed !important; left: 0 !important; top: 0 !important; " +
        "width: 0 !important; height: 0 !important; overflow: visible !important; z-index: 2147483647 !important; " +
        "opacity: 1 !important; visibility: visible !important; display: block !important; " +
        "transform: none !important; filter: none !important; clip-path: none !important; pointer-events: auto !important;",
    );
    const root = host.attachShadow({ mode: "closed" });
    root.innerHTML = `
      <style>
        .list { position: fixed; min-width: 240px; max-width: 360px; max-height: 320px; overflow-y: auto;
          background: #fff; color: #1c1c1e; border: 1px solid #c7c7cc; border-radius: 8px;
          box-shadow: 0 6px 24px rgba(0,0,0,.18); font: 14px/1.3 system-ui, sans-serif; padding: 4px 0;
          margin: 0; list-style: none; }
        .item { display: block; padding: 7px 12px; cursor: pointer; user-select: none; }
        .item[aria-selected="true"] { background: #0a64d6; color: #fff; }
        .title { display: block; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .detail { display: block; font-size: 12px; opacity: .8; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .domain { display: block; font-size: 12px; color: #b35900; }
        .item[aria-selected="true"] .domain { color: #ffe0b3; }
        .note { padding: 7px 12px; font-size: 13px; color: #555; }
        .prompt { position: fixed; top: 12px; right: 12px; width: 300px; background: #fff; color: #1c1c1e;
          border: 1px solid #c7c7cc; border-radius: 10px; box-shadow: 0 6px 24px rgba(0,0,0,.2);
          font: 14px/1.35 system-ui, sans-serif; padding: 12px 14px; }
        .prompt p { margin: 0 0 10px; }
        .prompt button { font: inherit; margin-right: 8px; padding: 5px 12px; border-radius: 6px; border: 1px solid #c7c7cc;
          background: #f2f2f7; cursor: pointer; }
        .prompt button.primary { background: #0a64d6; border-color: #0a64d6; color: #fff; }
      </style>
      <ul class="list" role="listbox" aria-label="AutoFill suggestions" hidden></ul>
      <div class="prompt" role="dialog" aria-label="Save password" hidden></div>`;
    const element = root.querySelector(".list");
    const prompt = root.querySelector(".prompt");
    let attached = false;
    let shownAt = 0;

    function attach() {
      if (!attached || !host.isConnected) {
        (document.body || document.documentElement).appendChild(host);
        attached = true;
      }
      // Above modal dialogs too, where the popover API exists.
      if (host.showPopover && !host.matches(":popover-open")) {
        host.popover = "manual";
        try { host.showPopover(); } catch { /* not in the document yet */ }
      }
    }

    function place(field) {
      const rect = field.getBoundingClientRect();
      const below = rect.bottom + 4;
      const height = Math.min(element.scrollHeight || 200, 320);
      const top = below + height > window.innerHeight && rect.top > height ? rect.top - height - 4 : below;
      const left = Math.max(4, Math.min(rect.left, window.innerWidth - 364));
      if (element.style.top !== top + "px" || element.style.left !== left + "px") shownAt = performance.now();
      element.style.top = top + "px";
      element.style.left = left + "px";
      element.style.minWidth = Math.max(240, Math.min(rect.width, 360)) + "px";
    }

    function render(state) {
      element.textContent = "";
      const items = state.view.all.slice(0, MAX_SHOWN);
      items.forEach((suggestion, index) => {
        const item = document.createElement("li");
        item.className = "item";
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", String(index === state.highlighted));
        const title = document.createElement("span");
        title.className = "title";
        title.textContent = suggestion.label;
        const detail = document.createElement("span");
        detail.className = "detail";
        detail.textContent = suggestion.detail;
        item.append(title, detail);
        if (suggestion.boundDomain) {
          const domain = document.createElement("span");
          domain.className = "domain";
          domain.textContent = "for " + suggestion.boundDomain;
          item.append(domain);
        }
        item.addEventListener("mousedown", (event) => event.preventDefault()); // keep the field focused
        item.addEventListener("click", (event) => onItemClick(event, index));
        element.append(item);
      });
      if (state.note || items.length === 0) {
        const note = document.createElement("li");
        note.className = "note";
        note.textContent = state.note
          || (state.view.vaultLocked ? "AutoFill is locked: unlock it from the toolbar button." : "No suggestions.");
        element.append(note);
      }
    }

    return {
      host,
      show(state) {
        attach();
        const wasHidden = element.hidden;
        render(state);
        element.hidden = false;
        if (wasHidden) shownAt = performance.now();
        place(state.element);
      },
      hide() {
        element.hidden = true;
        element.textContent = "";
      },
      get isOpen() { return !element.hidden; },
      reposition(state) { if (!element.hidden) place(state.element); },
      highlight(state) {
        element.querySelectorAll(".item").forEach((item, index) => {
          item.setAttribute("aria-selected", String(index === state.highlighted));
          if (index === state.highlighted) item.scrollIntoView({ block: "nearest" });
        });
      },
      // Whether a click at (x, y) really landed on the visible list: nothing of the page covers it,
      // and it has been still long enough.
      isGenuineClick(event) {
        if (!event.isTrusted || performance.now() - shownAt < CLICK_DELAY_MS) return false;
        const hit = document.elementFromPoint(event.clientX, event.clientY);
        if (hit !== host) return false;
        const style = getComputedStyle(host);
        return style.opacity === "1" && style.visibility === "visible" && style.filter === "none";
      },
      showPrompt(offer, answer) {
        attach();
        prompt.textContent = "";
        const text = document.createElement("p");
        const who = offer.username ? offer.username + " on " : "";
        text.textContent = offer.state === "changed"
          ? "Update the saved password for " + who + offer.host + "?"
          : "Save this password for " + who + offer.host + " in AutoFill?";
        const save = document.createElement("button");
        save.className = "primary";
        save.textContent = offer.state === "changed" ? "Update" : "Save";
        const later = document.createElement("button");
        later.textContent = "Not now";
        const shownAtPrompt = performance.now();
        const decide = (decision) => (event) => {
          if (!event.isTrusted || performance.now() - shownAtPrompt < CLICK_DELAY_MS) return;
          prompt.hidden = true;
          answer(decision);
        };
        save.addEventListener("click", decide("save"));
        later.addEventListener("click", decide("dismiss"));
        prompt.append(text, save, later);
        prompt.hidden = false;
      },
    };
  }

  let built = null;
  const ui = () => built || (built = makeList());
  const list = {
    get isOpen() { return built ? built.isOpen : false; },
    show: (state) => ui().show(state),
    hide: () => built && built.hide(),
    reposition: (state) => built && built.reposition(state),
    highlight: (state) => built && built.highlight(state),
    isGenuineClick: (event) => !!built && built.isGenuineClick(event),
    showPrompt: (offer, answer) => ui().showPrompt(offer, answer),
  };

  // ---- Focus, keys and clicks -------------------------------------------------------------------

  function targetOf(event) {
    const path = event.composedPath ? event.composedPath() : [];
    return path.length ? path[0] : event.target;
  }

  async function activate(element) {
    if (active && active.element === element) return;
    deactivate();
    if (!isVisible(element) || element.disabled || element.readOnly) return;
    const mine = ++generation;
    const form = describeForm(element);
    const focusedAt = performance.now();
    active = { element, form, fieldID: null, view: null, highlighted: -1, wantOpen: false, pickOnArrival: false, note: "", focusedAt };
    let view;
    try {
      view = await request({ type: "focus", form: form.descriptor, fieldIndex: form.index, timings });
    } catch (error) {
      if (mine === generation) active.error = error;
      return;
    }
    if (mine !== generation || !active) {
      if (view && view.fieldID) request({ type: "blur", fieldID: view.fieldID }).catch(() => {});
      return;
    }
    active.fieldID = view.fieldID;
    active.view = view;
    active.viewAt = performance.now();
    if (active.pickOnArrival && view.all.length) return choose(0);
    if (view.all.length || active.wantOpen) open(active.wantOpen ? 0 : -1);
    timings.shownMs = performance.now() - focusedAt;
  }

  function deactivate() {
    generation++;
    if (active && active.fieldID) request({ type: "blur", fieldID: active.fieldID }).catch(() => {});
    active = null;
    list.hide();
    stopFollowing();
  }

  // The service offers a suggestion for ten minutes and forgets a field after thirty without a
  // word from it (or sooner, to make room): a field left focused that long (a tab in the
  // background) asks for fresh suggestions before it shows them, and registers again when the
  // service no longer knows it. True when `state` is still the active field, with a view.
  const VIEW_LIFETIME_MS = 5 * 60 * 1000;
  async function renew(state) {
    try {
      const view = await request({ type: "refresh", fieldID: state.fieldID });
      if (active !== state) return false;
      state.view = view;
      state.viewAt = performance.now();
      return true;
    } catch (error) {
      if (error.code !== "notFound" || active !== state) return false;
      const element = state.element;
      active = null; // the service has forgotten this field already: nothing to blur
      await activate(element);
      return !!(active && active.element === element && active.view);
    }
  }

  // Opens the list, renewing a view older than VIEW_LIFETIME_MS first.
  function openFresh(highlighted) {
    const state = active;
    if (!state || !state.view || performance.now() - state.viewAt < VIEW_LIFETIME_MS) return open(highlighted);
    renew(state).then((current) => { if (current) open(highlighted); });
  }

  function open(highlighted) {
    if (!active || !active.view) return;
    active.note = "";
    active.highlighted = Math.min(highlighted, active.view.all.length - 1);
    list.show(active);
    startFollowing();
  }

  function close() {
    list.hide();
    stopFollowing();
    if (active) active.highlighted = -1;
  }

  const follow = () => active && list.reposition(active);
  function startFollowing() {
    window.addEventListener("scroll", follow, { capture: true, passive: true });
    window.addEventListener("resize", follow, { passive: true });
  }
  function stopFollowing() {
    window.removeEventListener("scroll", follow, { capture: true });
    window.removeEventListener("resize", follow);
  }

  document.addEventListener("focusin", (event) => {
    if (filling) return;
    const element = targetOf(event);
    if (isTextField(element)) activate(element);
  }, true);

  document.addEventListener("focusout", () => {
    if (filling) return;
    // The list keeps the focus in the field (mousedown is prevented); anything else ends it.
    setTimeout(() => {
      if (filling || !active) return;
      const focused = deepActiveElement();
      if (focused !== active.element) deactivate();
    }, 0);
  }, true);

  // A page that goes away (a navigation, a closed tab) leaves its field.
  window.addEventListener("pagehide", () => deactivate());

  function deepActiveElement() {
    let element = document.activeElement;
    while (element && element.shadowRoot && element.shadowRoot.activeElement) element = element.shadowRoot.activeElement;
    return element;
  }

  document.addEventListener("keydown", (event) => {
    if (!active || !event.isTrusted || targetOf(event) !== active.element) return;
    const count = active.view ? Math.min(active.view.all.length, MAX_SHOWN) : 0;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        event.stopPropagation();
        if (!active.view) { active.wantOpen = true; return; }
        if (!list.isOpen) return openFresh(0);
        if (count) { active.highlighted = (active.highlighted + 1) % count; list.highlight(active); }
        return;
      case "ArrowUp":
        if (!list.isOpen || !count) return;
        event.preventDefault();
        event.stopPropagation();
        active.highlighted = active.highlighted <= 0 ? count - 1 : active.highlighted - 1;
        list.highlight(active);
        return;
      case "Enter":
        if (!active.view && active.wantOpen) {
          event.preventDefault();
          event.stopPropagation();
          active.pickOnArrival = true;
          return;
        }
        if (!list.isOpen || active.highlighted < 0) return;
        event.preventDefault();
        event.stopPropagation();
        choose(active.highlighted);
        return;
      case "Escape":
        if (list.isOpen) { event.preventDefault(); event.stopPropagation(); close(); }
        return;
      case "Tab":
        close();
        return;
      default:
        // Typing: the person is not choosing from the list.
        active.wantOpen = false;
    }
  }, true);

  function onItemClick(event, index) {
    if (!active || !list.isGenuineClick(event)) return;
    choose(index);
  }

  // ---- Filling ------------------------------------------------------------------------------

  // Sets a value the way typing would: through the native setter (so frameworks that track the
  // value, such as React, see the change) and with input and change events.
  function setValue(element, value) {
    const prototype = Object.getPrototypeOf(element);
    const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    element.focus();
    if (prototype !== HTMLInputElement.prototype && Object.getOwnPropertyDescriptor(prototype, "value")) {
      Object.getOwnPropertyDescriptor(prototype, "value").set.call(element, value);
    } else {
      descriptor.set.call(element, value);
    }
    element.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertReplacementText", data: value }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
    if (filling) filled.set(element, value);
  }

  function kindOf(state, element) {
    const index = state.form.elements.indexOf(element);
    const kinds = state.view && state.view.formKinds;
    return kinds && index >= 0 ? kinds[index] : null;
  }

  function fieldsOfKind(state, wanted) {
    return state.form.elements.filter((element) => wanted.includes(kindOf(state, element)) && isVisible(element) && !element.disabled && !element.readOnly);
  }

  async function choose(index, retried = false) {
    const state = active;
    if (!state || !state.view) return;
    const suggestion = state.view.all[index];
    if (!suggestion) return;
    let result;
    try {
      result = await request({ type: "fill", fieldID: state.fieldID, suggestionID: suggestion.id });
    } catch (error) {
      if (error.code === "notFound" && !retried && await renew(state)) {
        // The service forgot the field or the suggestion: the same choice from the fresh list
        // (same kind and label), or else the fresh list to choose from.
        const again = active.view.all.findIndex((item) => item.kind === suggestion.kind && item.label === suggestion.label);
        if (again >= 0) return choose(again, true);
        return open(0);
      }
      showNote(state, error.code === "userInteractionRequired"
        ? "Unlock AutoFill from its toolbar button, then choose again."
        : error.message);
      return;
    }
    if (active !== state) return;
    close();
    filling = true;
    try {
      if (!isVisible(state.element)) return; // never into a field the person cannot see
      if (result.type === "oneTimeCode") fillCode(state, result.value);
      else if (suggestion.kind === "strongPassword") fillNewPassword(state, result.value);
      else fillCredential(state, result.user || "", result.value);
      state.element.focus();
      // Pages that clear a field when it gains focus (onfocus="this.value=''", an old way to
      // show a hint) have just emptied the one focus returned to: fill it once more.
      const value = filled.get(state.element);
      if (value !== undefined && state.element.value !== value) setValue(state.element, value);
    } finally {
      filling = false;
      filled.clear();
    }
  }

  // A sentence under the suggestions (why a fill did not happen).
  function showNote(state, text) {
    if (active !== state) return;
    state.note = text;
    list.show(state);
  }

  function fillCredential(state, user, password) {
    const focusedKind = kindOf(state, state.element);
    let passwordField = focusedKind === "currentPassword" ? state.element : fieldsOfKind(state, ["currentPassword"])[0];
    if (!passwordField && state.element.type === "password") passwordField = state.element;
    if (!passwordField) passwordField = state.form.elements.find((element) => element.type === "password" && isVisible(element));
    let userField = ["username", "email"].includes(focusedKind) ? state.element : null;
    if (!userField) {
      const candidates = fieldsOfKind(state, ["username", "email"]);
      const before = passwordField ? candidates.filter((element) => state.form.elements.indexOf(element) < state.form.elements.indexOf(passwordField)) : candidates;
      userField = before.length ? before[before.length - 1] : candidates[0] || null;
    }
    if (userField && user) setValue(userField, user);
    if (passwordField) setValue(passwordField, password);
  }

  function fillNewPassword(state, password) {
    const targets = [state.element].concat(fieldsOfKind(state, ["newPassword", "confirmPassword"]).filter((element) => element !== state.element));
    for (const target of targets) setValue(target, password);
  }

  function fillCode(state, code) {
    const element = state.element;
    const compact = code.replace(/[^0-9A-Za-z]/g, "");
    const boxes = splitBoxes(state);
    if (boxes.length >= 4 && compact.length <= boxes.length) {
      // One box per character: each gets its own, as if typed.
      for (let index = 0; index < compact.length; index++) setValue(boxes[index], compact[index]);
      return;
    }
    const limit = element.maxLength > 0 ? element.maxLength : Infinity;
    const numeric = /numeric|decimal/.test(element.getAttribute("inputmode") || "") || element.type === "number" || element.type === "tel";
    setValue(element, code.length > limit || (numeric && /[^0-9]/.test(code) && /^[0-9]+$/.test(compact)) ? compact : code);
  }

  // The one-character boxes of a split code field, in order, starting with the first.
  function splitBoxes(state) {
    if (!isOneCharacterBox(state.element)) return [];
    const boxes = state.form.elements.filter((element) => isOneCharacterBox(element) && isVisible(element));
    return boxes.length >= 4 && boxes.length <= 10 ? boxes : [];
  }

  // ---- Events from the service ------------------------------------------------------------------

  onRequest(async (message) => {
    if (!message) return null;
    if (message.type === "show-save" && window === window.top) return offerSave();
    if (!active || message.fieldID !== active.fieldID) return null;
    if (message.type === "code-arrived" && message.suggestion && active.view) {
      const others = active.view.all.filter((item) => item.id !== message.suggestion.id);
      const added = others.length === active.view.all.length;
      active.view = { ...active.view, all: [message.suggestion].concat(others) };
      // The new code goes first; whatever the person had highlighted stays highlighted.
      open(list.isOpen && active.highlighted >= 0 ? active.highlighted + (added ? 1 : 0) : -1);
      request({ type: "code-shown", at: Date.now() }).catch(() => {});
    } else if (message.type === "suggestions-changed") {
      const state = active;
      if (await renew(state) && active.view && (list.isOpen || active.view.all.length)) open(active.highlighted);
    }
    return null;
  });

  // ---- Saving a submitted password ---------------------------------------------------------------

  function submittedCredential(container) {
    const elements = fieldsIn(container);
    const state = active && active.form.elements.some((element) => elements.includes(element)) ? active : null;
    const passwords = elements.filter((element) => element.type === "password" && element.value);
    if (passwords.length === 0) return null;
    // A sign-up or a change of password: the new one (the last filled); a sign-in: the only one.
    const password = passwords[passwords.length - 1].value;
    const firstPassword = elements.indexOf(passwords[0]);
    let user = "";
    if (state) {
      const named = elements.find((element) => ["username", "email"].includes(kindOf(state, element)) && element.value);
      if (named) user = named.value;
    }
    if (!user) {
      const before = elements.slice(0, firstPassword).filter((element) => isTextField(element) && element.type !== "password" && element.value);
      if (before.length) user = before[before.length - 1].value;
    }
    return { username: user.trim().slice(0, 256), password };
  }

  let lastSubmit = -Infinity;
  function onSubmit(container) {
    if (performance.now() - lastSubmit < 1000) return;
    const credential = container && submittedCredential(container);
    if (!credential) return;
    lastSubmit = performance.now();
    request({ type: "submitted", username: credential.username, password: credential.password }).catch(() => {});
  }

  document.addEventListener("submit", (event) => { if (event.isTrusted) onSubmit(targetOf(event)); }, true);
  // Pages that sign in with a script instead of a form submission: a click on their submit button.
  const SUBMIT_WORDS = /sign ?in|log ?in|continue|next|submit|sign ?up|register|create|join|save|update|change|anmelden|connexion|entrar|iniciar/i;
  document.addEventListener("click", (event) => {
    if (!event.isTrusted) return;
    const target = targetOf(event);
    const button = target.closest && target.closest("button, input[type=submit], [role=button]");
    if (!button) return;
    const isSubmit = (button.type || "").toLowerCase() === "submit" || SUBMIT_WORDS.test(button.textContent || button.value || "");
    if (isSubmit) onSubmit(containerOf(button));
  }, true);
  document.addEventListener("keydown", (event) => {
    if (event.isTrusted && event.key === "Enter" && !event.defaultPrevented) {
      const element = targetOf(event);
      if (isTextField(element) && element.type === "password") onSubmit(containerOf(element));
    }
  }, true);

  async function offerSave() {
    const offer = await request({ type: "pending-save" }).catch(() => null);
    if (!offer) return null;
    list.showPrompt(offer, (decision) => request({ type: "answer-save", decision }).catch(() => {}));
    return null;
  }

  // A field focused before this script ran. (A save offer from the page before this one comes
  // from the background when this page has loaded: pages ask for nothing at load.)
  const initial = deepActiveElement();
  if (initial && isTextField(initial)) activate(initial);
  timings.initMs = performance.now() - startedAt;
})();
