import { loadOnUse } from '@shared/ui/loadOnUse';

/** The legacy-account dialogs (01 §4): only a student found in the legacy system sees them, so they load when they open. */
export const LazyLegacyAccountModal = loadOnUse(() => import('./LegacyAccountModal').then((m) => m.LegacyAccountModal));
export const LazyLegacyPasswordMismatchModal = loadOnUse(() =>
  import('./LegacyPasswordMismatchModal').then((m) => m.LegacyPasswordMismatchModal),
);
