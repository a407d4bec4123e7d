import { minutes } from '../clock';

/**
 * How long a claim may stay open before another checkout or the sweep treats its process as gone (above any gateway
 * timeout). Measured on the database's clock (`updated_at` is the database's `now()`): instances' own clocks may
 * disagree by more than a lease's margin, the database has one. Its own module because the settings check the gateway
 * timeout against it (server/timeouts.ts), and the settings import nothing of the payment domain.
 */
export const paymentClaimLeaseMs = minutes(2);
