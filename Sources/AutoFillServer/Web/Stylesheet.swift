/// `/static/autofill.css`: both pages' styles.
enum Stylesheet {
    static let css = #"""
        :root { color-scheme: light dark; --accent: #0a64d8; --muted: #6b7280; --border: #c9ced6; }
        * { box-sizing: border-box; }
        body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
        header.top { display: flex; align-items: center; gap: 1rem; padding: .75rem 1.5rem; border-bottom: 1px solid var(--border); }
        header.top h1 { font-size: 1.25rem; margin: 0; }
        header.top p { margin: 0; color: var(--muted); flex: 1; }
        main { max-width: 44rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
        section { margin: 1.5rem 0; }
        h2 { font-size: 1.15rem; }
        label { display: block; margin: .5rem 0 .2rem; font-weight: 600; }
        input[type=text], input[type=password], input:not([type]), textarea { width: 100%; padding: .5rem; font: inherit; border: 1px solid var(--border); border-radius: 6px; }
        button { font: inherit; padding: .45rem .9rem; margin-top: .5rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: white; cursor: pointer; }
        button.secondary { background: transparent; color: var(--accent); }
        :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
        .notice { padding: .5rem .75rem; border-radius: 6px; background: #fde8e8; color: #7f1d1d; }
        .help { color: var(--muted); font-size: .9rem; }
        ul.codes { list-style: none; padding: 0; }
        ul.codes li { display: grid; grid-template-columns: 1fr auto; gap: .25rem 1rem; padding: .75rem 0; border-bottom: 1px solid var(--border); }
        .code-value { font: 600 1.5rem/1.2 ui-monospace, monospace; letter-spacing: .08em; }
        .code-name { font-weight: 600; }
        .code-meta { color: var(--muted); font-size: .9rem; }
        .countdown { grid-column: 1 / -1; height: 4px; background: var(--border); border-radius: 2px; overflow: hidden; }
        .countdown span { display: block; height: 100%; background: var(--accent); }
        .drop { margin-top: 1rem; padding: 1.5rem; border: 2px dashed var(--border); border-radius: 8px; text-align: center; color: var(--muted); }
        .drop.over { border-color: var(--accent); color: var(--accent); }
        /* The demo sign-in page and its suggestion bar. */
        .site { max-width: 24rem; margin: 3rem auto; padding: 1.5rem; border: 1px solid var(--border); border-radius: 10px; }
        .site h1 { font-size: 1.3rem; margin-top: 0; }
        .site .host { color: var(--muted); font-size: .9rem; }
        .bar { position: absolute; z-index: 10; display: flex; flex-direction: column; gap: 2px; min-width: 16rem; padding: 4px; border: 1px solid var(--border); border-radius: 8px; background: Canvas; box-shadow: 0 4px 14px rgba(0,0,0,.18); }
        .bar[hidden] { display: none; }
        .bar button { margin: 0; text-align: left; background: transparent; color: CanvasText; border: 0; padding: .4rem .6rem; }
        .bar button:hover, .bar button:focus-visible { background: rgba(10,100,216,.12); }
        .bar .suggestion-label { display: block; font-weight: 600; }
        .bar .suggestion-domain { display: block; font-size: .85rem; color: var(--muted); }
        .bar .bar-note { padding: .4rem .6rem; font-size: .9rem; color: var(--muted); }
        .signed-in { padding: .5rem .75rem; border-radius: 6px; background: #e7f6ec; color: #14532d; }
        """#
}
