"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const sections = ["login-needed", "create", "unlock", "codes", "messages", "sources", "demo"];
  let codes = [];
  let fetchedAt = 0;

  function show(...visible) {
    for (const id of sections) $(id).hidden = !visible.includes(id);
    $("lock").hidden = !visible.includes("codes");
  }

  function notify(text) {
    $("notice").textContent = text || "";
    $("notice").hidden = !text;
  }

  async function refresh() {
    let vault;
    try {
      vault = await AutoFill.call("GET", "/v1/vault");
    } catch (error) {
      if (error.status === 401) { AutoFill.logout(); show("login-needed"); $("status").textContent = "Not logged in"; return; }
      notify(error.message); return;
    }
    $("vault-path").textContent = vault.path;
    if (!vault.exists) {
      show("create");
      $("status").textContent = "No vault yet";
      $("create-passphrase").focus();
    } else if (!vault.unlocked) {
      show("unlock");
      $("status").textContent = "Vault locked";
      $("unlock-passphrase").focus();
    } else {
      show("codes", "messages", "sources", "demo");
      $("status").textContent = "Vault unlocked";
      await loadCodes();
      await loadSources();
    }
  }

  async function loadCodes() {
    try {
      const data = await AutoFill.call("GET", "/v1/codes");
      codes = data.codes;
      fetchedAt = Date.now();
      renderCodes();
    } catch (error) {
      if (error.code === "locked") return refresh();
      if (error.code === "userInteractionRequired") {
        // Codes need a recent unlock (user presence): ask for the passphrase again.
        codes = [];
        renderCodes();
        show("unlock");
        $("status").textContent = "Unlock again to show the codes";
        $("unlock-passphrase").focus();
        return;
      }
      notify(error.message);
    }
  }

  function secondsLeft(entry) {
    if (entry.secondsRemaining == null) return null;
    return Math.max(0, entry.secondsRemaining - Math.floor((Date.now() - fetchedAt) / 1000));
  }

  function renderCodes() {
    const list = $("code-list");
    list.textContent = "";
    $("no-codes").hidden = codes.length > 0;
    for (const entry of codes) {
      const item = document.createElement("li");
      item.dataset.id = entry.id;
      const left = document.createElement("div");
      const name = document.createElement("div");
      name.className = "code-name";
      name.textContent = entry.name;
      const meta = document.createElement("div");
      meta.className = "code-meta";
      meta.textContent = [entry.account, ...entry.domains].filter(Boolean).join(" · ");
      left.append(name, meta);
      const right = document.createElement("div");
      const value = document.createElement("div");
      value.className = "code-value";
      value.textContent = entry.code ? entry.code.replace(/^(\d{3})(\d{3})$/, "$1 $2") : "(HOTP)";
      value.setAttribute("aria-label", "code " + (entry.code || "not shown"));
      const seconds = document.createElement("div");
      seconds.className = "code-meta seconds";
      right.append(value, seconds);
      const bar = document.createElement("div");
      bar.className = "countdown";
      bar.setAttribute("aria-hidden", "true");
      bar.append(document.createElement("span"));
      item.append(left, right, bar);
      list.append(item);
    }
    tick();
  }

  function tick() {
    let expired = false;
    for (const item of $("code-list").children) {
      const entry = codes.find((c) => c.id === item.dataset.id);
      const left = entry && secondsLeft(entry);
      if (left == null) continue;
      if (left <= 0) expired = true;
      item.querySelector(".seconds").textContent = left + " s left";
      item.querySelector(".countdown span").style.width = (100 * left / (entry.period || 30)) + "%";
    }
    if (expired) loadCodes();
  }

  $("create-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const passphrase = $("create-passphrase").value;
    if (passphrase !== $("create-repeat").value) { notify("The two passphrases differ."); return; }
    notify("");
    $("status").textContent = "Creating the vault…";
    try {
      await AutoFill.call("POST", "/v1/vault", { passphrase });
      $("create-form").reset();
      await refresh();
    } catch (error) { notify(error.message); $("status").textContent = ""; }
  });

  $("unlock-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    notify("");
    $("status").textContent = "Unlocking…";
    try {
      await AutoFill.call("POST", "/v1/vault/unlock", { passphrase: $("unlock-passphrase").value });
      $("unlock-form").reset();
      await refresh();
    } catch (error) { notify(error.message); $("status").textContent = "Vault locked"; }
  });

  $("lock").addEventListener("click", async () => {
    await AutoFill.call("POST", "/v1/vault/lock").catch((error) => notify(error.message));
    await refresh();
  });

  $("add-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    notify("");
    try {
      await AutoFill.call("POST", "/v1/codes", { url: $("add-link").value.trim() });
      $("add-form").reset();
      await loadCodes();
    } catch (error) { notify(error.message); }
  });

  // A dropped QR image is drawn on a canvas here; only its grayscale pixels go to the service.
  async function readImage(file) {
    notify("");
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = $("qr-canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      context.fillStyle = "white";
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      const rgba = context.getImageData(0, 0, width, height).data;
      const gray = new Uint8Array(width * height);
      for (let i = 0; i < gray.length; i++) {
        gray[i] = (rgba[4 * i] * 299 + rgba[4 * i + 1] * 587 + rgba[4 * i + 2] * 114) / 1000;
      }
      let binary = "";
      for (let i = 0; i < gray.length; i += 0x8000) binary += String.fromCharCode.apply(null, gray.subarray(i, i + 0x8000));
      await AutoFill.call("POST", "/v1/codes/qr", { width, height, pixels: btoa(binary) });
      await loadCodes();
    } catch (error) { notify(error.message); }
  }
  const drop = $("drop");
  drop.addEventListener("dragover", (event) => { event.preventDefault(); drop.classList.add("over"); });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    const file = event.dataTransfer.files[0];
    if (file) readImage(file);
  });
  drop.addEventListener("click", () => $("qr-file").click());
  drop.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); $("qr-file").click(); } });
  $("qr-file").addEventListener("change", () => { const file = $("qr-file").files[0]; if (file) readImage(file); });

  $("message-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const result = await AutoFill.call("POST", "/v1/messages", { text: $("message-text").value, channel: "sms" });
      $("message-result").textContent = !result.found ? "No code found in that message."
        : result.kind === "domainBound" ? "Code received, bound to " + result.domain + "; offered there for three minutes."
        : "Code received; offered in every code field for three minutes.";
      if (result.found) $("message-form").reset();
    } catch (error) { notify(error.message); }
  });

  // Message sources: what is connected, the last message, the last error; switches; phones.

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  const sourceNames = { modem: "Modem (ModemManager)", phone: "Phones on this network", mail: "E-mail (IMAP)", kdeconnect: "KDE Connect (SMS of a paired phone)" };

  async function loadSources() {
    let data, phones;
    try {
      data = await AutoFill.call("GET", "/v1/sources");
      phones = await AutoFill.call("GET", "/v1/phones");
    } catch (error) { notify(error.message); return; }
    const list = $("source-list");
    list.replaceChildren();
    for (const source of data.sources) {
      const item = element("li", undefined, "source");
      item.dataset.source = source.id;
      item.dataset.state = source.state;
      const title = element("span", sourceNames[source.id] || source.id, "name");
      const state = element("span", source.state, "state");
      const toggle = element("button", source.enabled ? "Switch off" : "Switch on");
      toggle.type = "button";
      toggle.addEventListener("click", async () => {
        try {
          await AutoFill.call("POST", "/v1/sources/" + source.id, { enabled: !source.enabled });
          setTimeout(loadSources, 500);
        } catch (error) { notify(error.message); }
      });
      item.append(title, " ", state, " ", toggle);
      if (source.detail) item.append(element("div", source.detail, "detail"));
      if (source.lastMessage) item.append(element("div", "Last message: " + new Date(source.lastMessage).toLocaleString(), "detail"));
      if (source.lastError) item.append(element("div", source.lastError, "error"));
      list.append(item);
    }
    $("notify-enabled").checked = data.notifications.enabled !== false;
    $("notify-show-code").checked = data.notifications.showCode === true;
    $("notify-status").textContent = data.notifications.lastError || (data.notifications.canCopy ? "The notification can copy the code." : "");
    const phoneList = $("phone-list");
    phoneList.replaceChildren();
    for (const phone of phones.phones) {
      const item = element("li", phone.name + (phone.revoked ? " (revoked)" : ""));
      if (!phone.revoked) {
        const revoke = element("button", "Revoke");
        revoke.type = "button";
        revoke.addEventListener("click", async () => {
          try { await AutoFill.call("DELETE", "/v1/phones/" + phone.id); loadSources(); } catch (error) { notify(error.message); }
        });
        item.append(" ", revoke);
      }
      phoneList.append(item);
    }
  }

  for (const box of ["notify-enabled", "notify-show-code"]) {
    $(box).addEventListener("change", async () => {
      try {
        await AutoFill.call("POST", "/v1/notifications", { enabled: $("notify-enabled").checked, showCode: $("notify-show-code").checked });
      } catch (error) { notify(error.message); }
    });
  }

  $("pair-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const pairing = await AutoFill.call("POST", "/v1/phones", { name: $("pair-name").value.trim() });
      $("pairing-qr").src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(pairing.qrSVG);
      $("pairing-url").textContent = pairing.url;
      $("pairing-fingerprint").textContent = pairing.fingerprint;
      $("pairing").hidden = false;
      loadSources();
    } catch (error) { notify(error.message); }
  });

  $("pairing-close").addEventListener("click", () => {
    $("pairing").hidden = true;
    $("pairing-qr").removeAttribute("src");
    $("pairing-url").textContent = "";
  });

  setInterval(() => { if (!$("sources").hidden) loadSources(); }, 5000);

  $("demo-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const link = await AutoFill.call("POST", "/v1/login-links", { host: $("demo-host").value.trim(), path: "/demo/signin" });
      location.href = link.url;
    } catch (error) { notify(error.message); }
  });

  setInterval(tick, 1000);
  AutoFill.login().then((session) => {
    if (!session) { show("login-needed"); $("status").textContent = "Not logged in"; return; }
    AutoFill.events((name) => {
      if (name === "vault-locked" || name === "vault-unlocked") refresh();
      if (name === "codes-changed") loadCodes();
    }, (connected) => { document.body.dataset.live = connected ? "yes" : "no"; });
    refresh();
  }).catch((error) => { show("login-needed"); notify(error.message); });
})();