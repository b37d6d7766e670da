"use strict";
// The one place where Chromium and Firefox differ for this extension. Firefox has the
// promise-based `browser` namespace; Chromium has `chrome`, whose Manifest V3 calls also return
// promises. Message listeners differ: Firefox lets a listener return a promise, Chromium needs
// `sendResponse` and `return true`; `onRequest` hides that.
var ext = globalThis.browser ?? globalThis.chrome;

// Listens for runtime messages with an async handler whose result is the answer.
function onRequest(handler) {
  ext.runtime.onMessage.addListener((message, sender, sendResponse) => {
    Promise.resolve()
      .then(() => handler(message, sender))
      .then(
        (answer) => sendResponse(answer === undefined ? null : answer),
        (error) => sendResponse({ error: { code: error.code || "extensionError", message: String(error.message || error) } }),
      );
    return true;
  });
}

// Whether this is Firefox (its background is an event page with a DOM, not a service worker).
var isFirefox = typeof globalThis.browser !== "undefined" && typeof globalThis.browser.runtime.getBrowserInfo === "function";
