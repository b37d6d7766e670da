customElements.define("login-box", class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: "open" });
    root.innerHTML = `<form>
      <label for="u">User name</label><input id="u" name="username" autocomplete="username">
      <label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password">
      <button type="submit">Sign in</button></form>`;
  }
});
