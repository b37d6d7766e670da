document.getElementById("open").addEventListener("click", () => {
  setTimeout(() => {
    document.getElementById("dialog").innerHTML = `<div role="dialog" aria-label="Sign in">
      <label for="user">Email</label><input id="user" type="email" autocomplete="username">
      <label for="pass">Password</label><input id="pass" type="password" autocomplete="current-password">
      <button id="submit" type="button">Sign in</button></div>`;
  }, 200);
});
