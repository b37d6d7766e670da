"use strict";
// The session token lives in localStorage, which the browser scopes to this exact origin
// (scheme, host and port). It is sent as a bearer token; there are no cookies.
const AutoFill = (() => {
  const KEY = "autofill.session";

  function session() {
    try {
      const s = JSON.parse(localStorage.getItem(KEY) || "null");
      if (s && s.token && new Date(s.expiresAt) > new Date()) return s;
    } catch (e) { /* a damaged entry is the same as none */ }
    return null;
  }

  // Exchanges a login code from the URL fragment (#login=...) for a session.
  async function login() {
    const match = location.hash.match(/login=([A-Za-z0-9_-]+)/);
    if (match) {
      history.replaceState(null, "", location.pathname + location.search);
      const response = await fetch("/v1/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ loginCode: match[1] }),
      });
      const data = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error((data.error && data.error.message) || "login failed");
      localStorage.setItem(KEY, JSON.stringify(data));
      return data;
    }
    return session();
  }

  function logout() { localStorage.removeItem(KEY); }

  async function call(method, path, body) {
    const s = session();
    const headers = {};
    if (s) headers.Authorization = "Bearer " + s.token;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(path, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 204) return null;
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      const error = new Error((data.error && data.error.message) || response.statusText);
      error.code = data.error && data.error.code;
      error.status = response.status;
      throw error;
    }
    return data;
  }

  // Server-sent events over fetch (EventSource cannot send a bearer token); reconnects.
  function events(onEvent, onConnection) {
    let stopped = false;
    let controller = null;
    function dispatch(block) {
      let name = "message";
      let data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) name = line.slice(7);
        else if (line.startsWith("data: ")) data += line.slice(6);
      }
      if (!data) return;
      try { onEvent(name, JSON.parse(data)); } catch (e) { console.error(e); }
    }
    async function loop() {
      while (!stopped) {
        try {
          const s = session();
          controller = new AbortController();
          const response = await fetch("/v1/events", {
            headers: s ? { Authorization: "Bearer " + s.token } : {},
            signal: controller.signal,
          });
          if (!response.ok) throw new Error("event stream: HTTP " + response.status);
          if (onConnection) onConnection(true);
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = "";
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            let end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
              dispatch(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
            }
          }
        } catch (e) { /* reconnect below */ }
        if (onConnection) onConnection(false);
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
    loop();
    return () => { stopped = true; if (controller) controller.abort(); };
  }

  return { session, login, logout, call, events };
})();