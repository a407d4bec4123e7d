export * from './envelope';
export * from './headers';
export * from './paths';
export * from './auth';
export * from './student';
export * from './organisation';
export * from './mailbox';
export * from './registration';
