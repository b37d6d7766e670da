"use strict";
// The extension's hub: the one connection to the local service (through `autofill bridge`, a
// native-messaging host), the frame chains of the fields the content scripts report, the
// events the service pushes, the pending "save this password?" offers and the clipboard.
//
// Secrets pass through here only on their way to the frame that asked for them after the person
// chose a suggestion (a fill), or from a submitted form to the service (a save).
if (typeof importScripts === "function" && typeof ext === "undefined") importScripts("compat.js");

const HOST = "org.swiftautofill.bridge";
const CLIPBOARD_SECONDS = 45;
const SAVE_OFFER_SECONDS = 120;

// ---- The bridge -----------------------------------------------------------------------------

let port = null;
let nextID = 1;
const waiting = new Map(); // request id -> { resolve, reject, timer }

function connect() {
  if (port) return port;
  port = ext.runtime.connectNative(HOST);
  port.onMessage.addListener(onBridgeMessage);
  port.onDisconnect.addListener(() => {
    const reason = (ext.runtime.lastError && ext.runtime.lastError.message) || "the AutoFill bridge stopped";
    port = null;
    for (const [, pending] of waiting) {
      clearTimeout(pending.timer);
      pending.reject(Object.assign(new Error(notRunning(reason)), { code: "notConnected" }));
    }
    waiting.clear();
  });
  return port;
}

function notRunning(reason) {
  return /not found|forbidden|specified native/i.test(reason)
    ? "The AutoFill bridge is not installed: run 'autofill browser install'."
    : "AutoFill is not running: start it with 'autofill serve'. (" + reason + ")";
}

// One request to the service: { status, body }, or an error for a refusal.
function call(method, path, body) {
  return new Promise((resolve, reject) => {
    const id = nextID++;
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(Object.assign(new Error("AutoFill did not answer in time"), { code: "timedOut" }));
    }, 15000);
    waiting.set(id, { resolve, reject, timer });
    try {
      connect().postMessage(body === undefined ? { id, method, path } : { id, method, path, body });
    } catch (error) {
      clearTimeout(timer);
      waiting.delete(id);
      reject(Object.assign(new Error(notRunning(String(error.message || error))), { code: "notConnected" }));
    }
  });
}

// The answer's body, or an error carrying the service's code and message.
async function api(method, path, body) {
  const answer = await call(method, path, body);
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const error = (answer.body && answer.body.error) || {};
  throw Object.assign(new Error(error.message || "AutoFill answered " + answer.status), {
    code: error.code || "status" + answer.status,
  });
}

function onBridgeMessage(message) {
  if (message && message.event) return onServiceEvent(message.event, message.data || {});
  const pending = message && waiting.get(message.id);
  if (!pending) return;
  waiting.delete(message.id);
  clearTimeout(pending.timer);
  pending.resolve(message);
}

// ---- Fields and the frames they are in -----------------------------------------------------

// fieldID -> { tabId, frameId, origin, order }: where each registered field lives. An event or a
// fill for a field goes to that frame only. A frame has one focused field at a time.
const fields = new Map();
let focusOrder = 0;
const recentFocus = [];
// Timings the content scripts report (ms; no page data): for scripts/bench-extension.
const timings = { init: [], shown: [], codeShownAt: [] };
function remember(list, value) {
  if (typeof value !== "number" || !isFinite(value)) return;
  list.push(value);
  if (list.length > 5000) list.shift();
}

function originOf(url) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

// The page's address and the addresses of the frames from the top page down to the sender's,
// as the browser knows them (never as the page says). A frame without an address of its own
// (about:blank, srcdoc) has its parent's origin.
async function frameChain(sender) {
  const tabId = sender.tab.id;
  const frameId = sender.frameId || 0;
  // The top page: the browser gives its address with the message, no need to ask for the frames.
  if (frameId === 0 && originOf(sender.url)) return { pageURL: sender.url, frameURLs: [] };
  const frames = await ext.webNavigation.getAllFrames({ tabId });
  const byID = new Map((frames || []).map((frame) => [frame.frameId, frame]));
  const chain = [];
  for (let id = frameId, guard = 0; id >= 0 && guard < 32; guard++) {
    const frame = byID.get(id);
    if (!frame) break;
    chain.unshift(frame.url);
    id = frame.parentFrameId;
  }
  if (chain.length === 0) chain.push(sender.url);
  for (let index = 0; index < chain.length; index++) {
    if (!originOf(chain[index])) chain[index] = index > 0 ? chain[index - 1] : sender.url;
  }
  return { pageURL: chain[0], frameURLs: chain.slice(1) };
}

async function focus(message, sender) {
  if (message.timings) {
    remember(timings.init, message.timings.initMs);
    remember(timings.shown, message.timings.shownMs);
  }
  const order = ++focusOrder;
  const place = await frameChain(sender);
  const view = await api("POST", "/v1/fields", {
    pageURL: place.pageURL,
    frameURLs: place.frameURLs,
    form: message.form,
    fieldIndex: message.fieldIndex,
  });
  const frameURL = place.frameURLs.length ? place.frameURLs[place.frameURLs.length - 1] : place.pageURL;
  const tabId = sender.tab.id;
  const frameId = sender.frameId || 0;
  fields.set(view.fieldID, { tabId, frameId, origin: originOf(frameURL), order });
  // The frame's earlier fields are left: a page that unloads never says so, and the service
  // would keep each one focused. (By focus order: a slow answer for an earlier field does not
  // end a later one; the content script ends that earlier field itself.)
  for (const [other, field] of fields) {
    if (field.tabId === tabId && field.frameId === frameId && field.order < order) forget(other);
  }
  // What FormFields made of the last forms (no values, no secrets): for the checks that compare
  // the extension's reading of a page with `autofill fields classify`.
  recentFocus.push({ kind: view.kind, formKinds: view.formKinds || [], names: message.form.fields.map((field) => field.name) });
  if (recentFocus.length > 20) recentFocus.shift();
  return view;
}

// The field `fieldID`, if it was registered by this very frame and the frame still shows the
// same origin (a navigation in between ends the field).
async function ownField(fieldID, sender) {
  const field = fields.get(fieldID);
  if (!field || field.tabId !== sender.tab.id || field.frameId !== (sender.frameId || 0)) {
    throw Object.assign(new Error("that field is not this frame's"), { code: "notFound" });
  }
  const frame = await ext.webNavigation.getFrame({ tabId: field.tabId, frameId: field.frameId });
  const now = frame && originOf(frame.url) ? originOf(frame.url) : originOf(sender.url);
  if (now !== field.origin) {
    forget(fieldID);
    throw Object.assign(new Error("the frame has moved to another site"), { code: "notFound" });
  }
  return field;
}

async function fill(message, sender) {
  await ownField(message.fieldID, sender);
  return api("POST", "/v1/fill", { fieldID: message.fieldID, suggestionID: message.suggestionID });
}

async function refresh(message, sender) {
  await ownField(message.fieldID, sender);
  return api("GET", "/v1/fields/" + message.fieldID);
}

async function blur(message, sender) {
  const field = fields.get(message.fieldID);
  if (!field || field.tabId !== sender.tab.id) return null;
  await forget(message.fieldID);
  return null;
}

// Ends a field here and in the service.
function forget(fieldID) {
  fields.delete(fieldID);
  return api("DELETE", "/v1/fields/" + fieldID).catch(() => {});
}

// The service's events, to the frame whose field they concern.
function onServiceEvent(name, data) {
  if (name === "vault-unlocked" || name === "vault-locked") {
    for (const [fieldID, field] of fields) {
      ext.tabs.sendMessage(field.tabId, { type: "suggestions-changed", fieldID }, { frameId: field.frameId }).catch(() => {});
    }
    return;
  }
  if (name !== "code-arrived" && name !== "suggestions-changed") return;
  const field = fields.get(data.fieldID);
  if (!field) return;
  ext.tabs
    .sendMessage(field.tabId, { type: name, fieldID: data.fieldID, suggestion: data.suggestion || null }, { frameId: field.frameId })
    .catch(() => forget(data.fieldID));
}

ext.tabs.onRemoved.addListener((tabId) => {
  for (const [fieldID, field] of fields) {
    if (field.tabId === tabId) forget(fieldID);
  }
  saveOffers.delete(tabId);
});

// ---- Saving passwords ------------------------------------------------------------------------

// tabId -> { pageURL, username, password, state, expires }: a submitted password the keychain
// does not have, waiting for the person's answer (shown on the page after the submit).
const saveOffers = new Map();

async function submitted(message, sender) {
  if (!message.password) return null;
  const place = await frameChain(sender);
  const frameURL = place.frameURLs.length ? place.frameURLs[place.frameURLs.length - 1] : place.pageURL;
  const check = await api("POST", "/v1/credentials/check", {
    pageURL: frameURL,
    username: message.username || "",
    password: message.password,
  });
  if (check.state !== "new" && check.state !== "changed") return null;
  const offer = {
    pageURL: frameURL,
    host: new URL(frameURL).hostname,
    username: message.username || "",
    password: message.password,
    state: check.state,
    expires: Date.now() + SAVE_OFFER_SECONDS * 1000,
  };
  saveOffers.set(sender.tab.id, offer);
  // The password is not kept past the offer's time, even if the tab never asks again.
  setTimeout(() => { if (saveOffers.get(sender.tab.id) === offer) saveOffers.delete(sender.tab.id); },
    SAVE_OFFER_SECONDS * 1000);
  // The top frame shows the prompt now; after a navigation, the next page asks for it.
  ext.tabs.sendMessage(sender.tab.id, { type: "show-save" }, { frameId: 0 }).catch(() => {});
  return null;
}

// After a submit that navigated, the next page of the tab shows the offer once it has loaded.
ext.webNavigation.onCompleted.addListener((details) => {
  if (details.frameId !== 0 || !saveOffers.has(details.tabId)) return;
  ext.tabs.sendMessage(details.tabId, { type: "show-save" }, { frameId: 0 }).catch(() => {});
});

// The offer waiting for this tab, without the password.
function pendingSave(sender) {
  const offer = saveOffers.get(sender.tab.id);
  if (!offer || offer.expires < Date.now()) {
    saveOffers.delete(sender.tab.id);
    return null;
  }
  return { host: offer.host, username: offer.username, state: offer.state };
}

async function answerSave(message, sender) {
  const offer = saveOffers.get(sender.tab.id);
  saveOffers.delete(sender.tab.id);
  if (!offer || offer.expires < Date.now() || message.decision !== "save") return null;
  return api("POST", "/v1/credentials", { pageURL: offer.pageURL, username: offer.username, password: offer.password });
}

// ---- The clipboard -----------------------------------------------------------------------------

let clearTimer = null;

// Clears the clipboard 45 s after the popup copied a code (the popup is usually closed by then).
function scheduleClipboardClear() {
  clearTimeout(clearTimer);
  clearTimer = setTimeout(clearClipboard, CLIPBOARD_SECONDS * 1000);
}

async function clearClipboard() {
  if (isFirefox || typeof document !== "undefined") {
    await navigator.clipboard.writeText("").catch(() => {});
    return;
  }
  // A Chromium service worker has no clipboard: an offscreen document writes it.
  if (!(await ext.offscreen.hasDocument())) {
    await ext.offscreen.createDocument({
      url: "offscreen.html",
      reasons: ["CLIPBOARD"],
      justification: "Clear a copied verification code from the clipboard after 45 seconds.",
    });
  }
  await ext.runtime.sendMessage({ type: "offscreen-clear-clipboard" }).catch(() => {});
}

// ---- Requests from the content scripts and the popup ------------------------------------------

onRequest(async (message, sender) => {
  if (sender.id !== ext.runtime.id) return null;
  // The extension's own pages (the popup, in its bubble or a tab) versus content scripts in pages.
  const fromExtension = typeof sender.url === "string" && sender.url.startsWith(ext.runtime.getURL(""));
  const fromPage = !fromExtension && !!sender.tab;
  switch (message && message.type) {
    case "focus": return fromPage ? focus(message, sender) : null;
    case "refresh": return fromPage ? refresh(message, sender) : null;
    case "blur": return fromPage ? blur(message, sender) : null;
    case "fill": return fromPage ? fill(message, sender) : null;
    case "submitted": return fromPage ? submitted(message, sender) : null;
    case "pending-save": return fromPage ? pendingSave(sender) : null;
    case "code-shown": if (fromPage) remember(timings.codeShownAt, message.at); return null;
    case "answer-save": return fromPage ? answerSave(message, sender) : null;
    // The popup.
    case "status": return fromExtension ? api("GET", "/v1/status") : null;
    case "unlock": return fromExtension ? api("POST", "/v1/vault/unlock", { passphrase: message.passphrase }) : null;
    case "lock": return fromExtension ? api("POST", "/v1/vault/lock") : null;
    case "codes":
      return fromExtension ? api("GET", "/v1/codes" + (message.query ? "?query=" + encodeURIComponent(message.query) : "")) : null;
    case "copied": if (fromExtension) scheduleClipboardClear(); return null;
    default: return null;
  }
});
