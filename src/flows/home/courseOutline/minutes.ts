/** Whole minutes, rounded down (credited time) or up (required time is never shown short). */
export const minutesOf = (seconds: number, round: 'down' | 'up' = 'down') =>
  round === 'up' ? Math.ceil(seconds / 60) : Math.floor(seconds / 60);
