"use strict";
// Chromium only: a service worker has no clipboard, so the background asks this offscreen
// document to empty it 45 s after the popup copied a code.
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (!message || message.type !== "offscreen-clear-clipboard" || sender.id !== chrome.runtime.id) return false;
  const empty = (event) => {
    event.clipboardData.setData("text/plain", "");
    event.preventDefault();
  };
  document.addEventListener("copy", empty, { once: true });
  document.execCommand("copy");
  sendResponse(true);
  return false;
});
