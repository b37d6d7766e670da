/// `/`: the service's own page: create or unlock the vault, verification codes with a live
/// countdown, adding a code, pasting a message, and the way to the demo sign-in page.
enum IndexPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <meta name="referrer" content="no-referrer">
          <title>AutoFill</title>
          <link rel="stylesheet" href="/static/autofill.css">
        </head>
        <body>
          <header class="top">
            <h1>AutoFill</h1>
            <p id="status" role="status" aria-live="polite">Connecting…</p>
            <button id="lock" type="button" hidden>Lock</button>
          </header>
          <main>
            <p id="notice" class="notice" role="alert" hidden></p>

            <section id="login-needed" hidden aria-labelledby="login-title">
              <h2 id="login-title">Log in</h2>
              <p>Open the login link that <code>autofill serve</code> printed when it started,
                 or run <code>autofill serve link</code> for a new one.</p>
            </section>

            <section id="create" hidden aria-labelledby="create-title">
              <h2 id="create-title">Create your vault</h2>
              <p>Your passwords and verification codes are kept encrypted in <span id="vault-path"></span>.
                 Choose a passphrase of at least 8 characters; it cannot be recovered.</p>
              <form id="create-form">
                <label for="create-passphrase">Passphrase</label>
                <input id="create-passphrase" name="passphrase" type="password" autocomplete="new-password" minlength="8" required>
                <label for="create-repeat">Repeat the passphrase</label>
                <input id="create-repeat" name="repeat" type="password" autocomplete="new-password" minlength="8" required>
                <button type="submit">Create vault</button>
              </form>
            </section>

            <section id="unlock" hidden aria-labelledby="unlock-title">
              <h2 id="unlock-title">Unlock</h2>
              <form id="unlock-form">
                <label for="unlock-passphrase">Vault passphrase</label>
                <input id="unlock-passphrase" name="passphrase" type="password" autocomplete="current-password" required>
                <button type="submit">Unlock</button>
              </form>
            </section>

            <section id="codes" hidden aria-labelledby="codes-title">
              <h2 id="codes-title">Verification codes</h2>
              <ul id="code-list" class="codes" aria-live="polite"></ul>
              <p id="no-codes" hidden>No verification codes yet. Add one below.</p>

              <h3>Add a verification code</h3>
              <form id="add-form">
                <label for="add-link">Set-up link (<code>otpauth://</code> or <code>apple-otpauth://</code>)</label>
                <input id="add-link" name="link" type="text" spellcheck="false" autocomplete="off"
                       placeholder="otpauth://totp/Example:alice@example.com?secret=…&amp;issuer=example.com">
                <button type="submit">Add</button>
              </form>
              <div id="drop" class="drop" tabindex="0" role="button"
                   aria-describedby="drop-help">Drop a QR code image here, or press Enter to choose one</div>
              <p id="drop-help" class="help">The image is read in this page and only its grayscale pixels are sent to the service.</p>
              <input id="qr-file" type="file" accept="image/*" hidden>
              <canvas id="qr-canvas" hidden></canvas>
            </section>

            <section id="messages" hidden aria-labelledby="messages-title">
              <h2 id="messages-title">Paste a message</h2>
              <form id="message-form">
                <label for="message-text">SMS or e-mail text</label>
                <textarea id="message-text" name="text" rows="3" placeholder="Your code is 123456.&#10;&#10;@login.example.test #123456"></textarea>
                <button type="submit">Receive</button>
              </form>
              <p id="message-result" role="status" aria-live="polite"></p>
            </section>

            <section id="demo" hidden aria-labelledby="demo-title">
              <h2 id="demo-title">Try it</h2>
              <form id="demo-form">
                <label for="demo-host">Demo site</label>
                <input id="demo-host" name="host" type="text" value="login.example.test" spellcheck="false">
                <button type="submit">Open the demo sign-in page</button>
              </form>
              <p class="help">The demo page stands for the https site of the same name; codes bound to
                 that site (or a domain above it) are offered in its code field.</p>
            </section>
          </main>
          <script src="/static/client.js"></script>
          <script src="/static/app.js"></script>
        </body>
        </html>
        """#
}
