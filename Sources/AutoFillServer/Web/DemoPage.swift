/// `/demo/signin`: a sign-in page as a website would write it, with the suggestion bar a
/// browser would draw above the focused field.
enum DemoPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
          <meta charset="utf-8">
          <meta name="viewport" content="width=device-width, initial-scale=1">
          <meta name="referrer" content="no-referrer">
          <title>Sign in – demo</title>
          <link rel="stylesheet" href="/static/autofill.css">
        </head>
        <body>
          <div class="site">
            <h1>Sign in</h1>
            <p class="host">This page stands for <strong id="site-host"></strong>.</p>
            <p id="demo-status" role="status" aria-live="polite"></p>
            <form id="signin" action="#" method="post" novalidate>
              <label for="username">Email or user name</label>
              <input id="username" name="username" type="text" autocomplete="username" spellcheck="false">
              <label for="password">Password</label>
              <input id="password" name="password" type="password" autocomplete="current-password">
              <label for="otp">Verification code</label>
              <input id="otp" name="otp" type="text" autocomplete="one-time-code" inputmode="numeric"
                     pattern="[0-9]*" maxlength="8" aria-describedby="otp-help">
              <p id="otp-help" class="help">We sent a code to your phone.</p>
              <button type="submit">Sign in</button>
            </form>
            <p id="signed-in" class="signed-in" hidden>Signed in.</p>
          </div>
          <div id="bar" class="bar" role="listbox" aria-label="AutoFill suggestions" hidden></div>
          <script src="/static/client.js"></script>
          <script src="/static/demo.js"></script>
        </body>
        </html>
        """#
}
