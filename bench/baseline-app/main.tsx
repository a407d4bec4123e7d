import { type FormEvent, type ReactNode, StrictMode } from 'react';
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

/** A page of one form that goes on to the dashboard; under it a question and a link to the other form. */
interface FormPageProps {
  title: string;
  button: string;
  children: ReactNode;
  other: [question: string, to: string, link: string];
}

function FormPage({ title, button, children, other: [question, to, link] }: FormPageProps) {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate('/home/dashboard');
  };
  return (
    <main>
      <h1>{title}</h1>
      <form onSubmit={submit}>
        {children}
        <button type="submit">{button}</button>
      </form>
      <p>
        {question} <Link to={to}>{link}</Link>
      </p>
    </main>
  );
}

function Login() {
  return (
    <FormPage title="Welcome back" button="Sign in" other={['New here?', '/register', 'Register']}>
      <Field label="Email Address" name="email" type="email" />
      <Field label="Password" name="password" type="password" />
    </FormPage>
  );
}

function Register() {
  return (
    <FormPage title="Register for your course" button="Continue" other={['Already registered?', '/login', 'Sign in']}>
      <Field label="First Name" name="firstName" />
      <Field label="Last Name" name="lastName" />
      <Field label="Email Address" name="email" type="email" />
      <Field label="Password" name="password" type="password" />
      <Field label="Confirm Password" name="confirmPassword" type="password" />
    </FormPage>
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
