/**
 * The pages `npm run bench` and the byte test measure, each with the page of the bare baseline app it is
 * compared with: /login, /register, /home/dashboard and every later page a course-taker uses most (README
 * "Performance"; add them here as they arrive; a signed-in page needs `signedIn`).
 */
export interface BenchPage {
  path: string;
  baselinePath: string;
  /** Loaded with the seeded student's session in the browser's storage. */
  signedIn: boolean;
  /** The path the page must still be on once loaded (a guard redirect would measure another page). */
  settlesOn: string;
}

export const benchPages: readonly BenchPage[] = [
  { path: '/login', baselinePath: '/login', signedIn: false, settlesOn: '/login' },
  { path: '/register', baselinePath: '/register', signedIn: false, settlesOn: '/register' },
  { path: '/home/dashboard', baselinePath: '/home/dashboard', signedIn: true, settlesOn: '/home/dashboard' },
];

/** The seeded verified student (server/seed/accounts.ts), for the signed-in pages. */
export const benchStudent = { email: 'student@example.com', password: 'Passw0rd!' } as const;
