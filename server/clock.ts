/** Injectable time source so tests can move time instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
