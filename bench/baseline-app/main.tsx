import { type FormEvent, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, RouterProvider, useNavigate } from 'react-router-dom';

/**
 * Three pages shaped like the app's /login, /register and /home/dashboard (a form, a longer form, a
 * page of text), in plain React: what any React 19 + react-router page costs before the app adds its own code.
 */
function Field({ label, type = 'text', name }: { label: string; type?: string; name: string }) {
  return (
    <p>
      <label>
        {label} <input name={name} type={type} required />
      </label>
    </p>
  );
}

function Login() {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate('/home/dashboard');
  };
  return (
    <main>
      <h1>Welcome back</h1>
      <form onSubmit={submit}>
        <Field label="Email Address" name="email" type="email" />
        <Field label="Password" name="password" type="password" />
        <button type="submit">Sign in</button>
      </form>
      <p>
        New here? <Link to="/register">Register</Link>
      </p>
    </main>
  );
}

function Register() {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate('/home/dashboard');
  };
  return (
    <main>
      <h1>Register for your course</h1>
      <form onSubmit={submit}>
        <Field label="First Name" name="firstName" />
        <Field label="Last Name" name="lastName" />
        <Field label="Email Address" name="email" type="email" />
        <Field label="Password" name="password" type="password" />
        <Field label="Confirm Password" name="confirmPassword" type="password" />
        <button type="submit">Continue</button>
      </form>
      <p>
        Already registered? <Link to="/login">Sign in</Link>
      </p>
    </main>
  );
}

function Dashboard() {
  return (
    <main>
      <h1>My courses</h1>
      <p>California 8-Hour Traffic School</p>
      <p>2 of 6 chapters done (33 %)</p>
      <Link to="/login">Sign out</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/login', element: <Login /> },
  { path: '/register', element: <Register /> },
  { path: '/home/dashboard', element: <Dashboard /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
