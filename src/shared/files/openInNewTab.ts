import { saveFile } from './saveFile';

/** How long a shown file's object URL lives: the new tab has read it by then (its viewer keeps what it read). */
const objectUrlLifetimeMs = 60_000;

/**
 * Shows a file fetched with the session (an API that needs the bearer token has no plain link) in a new tab. The tab
 * is opened before the fetch, while the click still counts as the user's (a tab opened after an await is a blocked
 * pop-up), then pointed at the file's object URL; a failed fetch closes it again. Pop-ups blocked: the file is saved.
 */
export async function openInNewTab(load: () => Promise<Blob>, fileName: (blob: Blob) => string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await load();
    // A blocked pop-up: the file is saved instead (the page itself stays).
    if (!tab) return saveFile(blob, fileName(blob));
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
