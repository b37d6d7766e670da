// A hostile page: it tries to open and choose the suggestion list by script, to read it, and to
// hide it (so that a click it provokes would land on an invisible list).
window.attack = {
  scriptedKeys() {
    const field = document.getElementById("username");
    field.focus();
    for (const key of ["ArrowDown", "Enter"]) {
      field.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, composed: true, cancelable: true }));
    }
  },
  readable() {
    return Array.from(document.querySelectorAll("body *")).some((node) => node.shadowRoot && node.shadowRoot.querySelector("[role=option], li"));
  },
  hideNewElements() {
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) {
        if (node.nodeType === 1 && node.tagName === "DIV") node.style.setProperty("opacity", "0.01", "important");
      }
    }).observe(document.body, { childList: true });
  },
};
