"use strict";
// The toolbar popup: whether AutoFill is locked (and the passphrase to unlock it, which is also
// the presence check fills need), the verification codes for the site of the active tab with
// their countdown and a copy button, and a search over all codes.
(() => {
  const $ = (id) => document.getElementById(id);
  let siteCodes = [];
  let searchCodes = [];
  let host = "";

  async function request(message) {
    const answer = await ext.runtime.sendMessage(message);
    if (answer && answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer;
  }

  function notify(text) {
    $("notice").textContent = text || "";
    $("notice").hidden = !text;
  }

  async function activeHost() {
    const [tab] = await ext.tabs.query({ active: true, currentWindow: true });
    try {
      const url = new URL(tab && tab.url ? tab.url : "");
      return url.protocol === "https:" || url.protocol === "http:" ? url.hostname : "";
    } catch {
      return "";
    }
  }

  async function refresh() {
    let status;
    try {
      status = await request({ type: "status" });
    } catch (error) {
      $("state").textContent = "Not connected";
      $("state").className = "state";
      notify(error.message);
      return;
    }
    notify("");
    $("state").textContent = !status.vaultExists ? "No vault" : status.vaultUnlocked ? "Unlocked" : "Locked";
    $("state").className = "state " + (status.vaultUnlocked ? "unlocked" : "locked");
    $("lock").hidden = !status.vaultUnlocked;
    $("unlock").hidden = !status.vaultExists || status.vaultUnlocked;
    $("codes-section").hidden = !status.vaultUnlocked;
    if (!status.vaultExists) notify("Create your vault on the AutoFill page first ('autofill serve').");
    if (status.vaultUnlocked) {
      await loadSiteCodes();
    } else {
      // No code stays in the page of a locked vault, not even hidden.
      siteCodes = [];
      searchCodes = [];
      render($("site-codes"), [], "");
      render($("search-codes"), [], "");
      $("passphrase").focus();
    }
  }

  async function loadSiteCodes() {
    host = await activeHost();
    $("site-heading").textContent = host ? "Codes for " + host : "Verification codes";
    siteCodes = host ? await codes(host) : [];
    render($("site-codes"), siteCodes, host ? "No verification code for this site." : "");
  }

  async function codes(query) {
    try {
      const fetchedAt = Date.now();
      return ((await request({ type: "codes", query })).codes || []).map((entry) => ({ ...entry, fetchedAt }));
    } catch (error) {
      if (error.code === "userInteractionRequired") {
        // Unlocked, but not recently: codes need the passphrase again (the presence check).
        $("unlock").hidden = false;
        $("passphrase").focus();
        notify("Enter your passphrase to see the codes.");
      } else if (error.code !== "notFound") {
        notify(error.message);
      }
      return [];
    }
  }

  function secondsLeft(entry) {
    if (entry.secondsRemaining == null) return null;
    return entry.secondsRemaining - Math.floor((Date.now() - entry.fetchedAt) / 1000);
  }

  function render(list, entries, empty) {
    list.textContent = "";
    if (entries.length === 0 && empty) {
      const item = document.createElement("li");
      item.className = "empty";
      item.textContent = empty;
      list.append(item);
    }
    for (const entry of entries) {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = entry.issuer || entry.name;
      const account = document.createElement("span");
      account.className = "account";
      account.textContent = entry.account;
      name.append(account);
      const code = document.createElement("span");
      code.className = "code";
      code.textContent = entry.code || "—";
      const left = document.createElement("span");
      left.className = "left";
      const seconds = secondsLeft(entry);
      left.textContent = seconds == null ? "" : seconds + " s";
      const copy = document.createElement("button");
      copy.type = "button";
      copy.textContent = "Copy";
      copy.disabled = !entry.code;
      copy.addEventListener("click", async () => {
        await navigator.clipboard.writeText(entry.code);
        await request({ type: "copied" });
        copy.textContent = "Copied";
      });
      item.append(name, left, copy);
      item.insertBefore(code, left);
      list.append(item);
    }
  }

  // Every second: the countdown; when a code has run out, fresh codes.
  setInterval(() => {
    if ($("codes-section").hidden) return;
    const expired = siteCodes.concat(searchCodes).some((entry) => (secondsLeft(entry) ?? 1) <= 0);
    if (expired) {
      loadSiteCodes();
      if ($("search").value.trim()) search();
      return;
    }
    render($("site-codes"), siteCodes, host ? "No verification code for this site." : "");
    render($("search-codes"), searchCodes, $("search").value.trim() ? "Nothing matches." : "");
  }, 1000);

  let searchTimer = null;
  async function search() {
    const query = $("search").value.trim();
    searchCodes = query ? await codes(query) : [];
    render($("search-codes"), searchCodes, query ? "Nothing matches." : "");
  }
  $("search").addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(search, 200);
  });

  $("unlock").addEventListener("submit", async (event) => {
    event.preventDefault();
    const passphrase = $("passphrase").value;
    $("passphrase").value = "";
    try {
      await request({ type: "unlock", passphrase });
    } catch (error) {
      notify(error.code === "wrongPassphrase" ? "That passphrase is wrong." : error.message);
      return;
    }
    await refresh();
    if ($("search").value.trim()) search();
  });

  $("lock").addEventListener("click", async () => {
    await request({ type: "lock" }).catch((error) => notify(error.message));
    siteCodes = [];
    searchCodes = [];
    refresh();
  });

  refresh();
})();
