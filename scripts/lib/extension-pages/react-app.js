// A sign-in form whose inputs React controls: their values live in React state, and the page
// shows that state. A fill that React does not notice leaves the state (and the shown text) empty.
const e = React.createElement;
function SignIn() {
  const [user, setUser] = React.useState("");
  const [password, setPassword] = React.useState("");
  return e("form", { id: "signin", onSubmit: (event) => event.preventDefault() },
    e("h1", null, "Sign in"),
    e("label", { htmlFor: "user" }, "User name"),
    e("input", { id: "user", autoComplete: "username", value: user, onChange: (event) => setUser(event.target.value) }),
    e("label", { htmlFor: "pw" }, "Password"),
    e("input", { id: "pw", type: "password", autoComplete: "current-password", value: password,
      onChange: (event) => setPassword(event.target.value) }),
    e("button", { type: "submit" }, "Sign in"),
    e("p", { id: "state" }, "state:" + user + ":" + password.length));
}
ReactDOM.createRoot(document.getElementById("root")).render(e(SignIn));
