// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { documentFileField } from '@contracts/documents';
import { documentEndpoints } from '@shared/api/endpoints/documents';
import { createDocumentsActors, documentForm, savedName } from '@flows/home/documents/documents.actors';
import { createFileDocumentsImplementations } from '@flows/home/fileDocuments/fileDocuments.actors';

import { azCatalog, documentOf, pickedFile, rangeOf } from '../../model/documents.fixtures';
import { actorsOver, answering, envelope, failuresPassThrough, fakeArea, run } from './actorTable';

const actorsWith = actorsOver(createDocumentsActors, documentEndpoints);
const range = rangeOf([documentOf('citation')]);
const upload = { studentCourseId: azCatalog.studentCourseId, documentType: 'citation' as const, file: pickedFile };

describe('createDocumentsActors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('loadDocuments asks the catalog, then the range list of the course the catalog names', async () => {
    const documentCatalog = answering(envelope(azCatalog));
    const documentRange = answering(envelope(range));
    const result = await run(actorsWith({ documentCatalog, documentRange }).loadDocuments, {});
    expect(result).toEqual({ output: { catalog: azCatalog, range } });
    expect(documentCatalog.mock.calls[0][0]).toBeUndefined();
    expect(documentRange.mock.calls[0][0]).toBe(azCatalog.studentCourseId);
    expect(documentRange.mock.calls[0][1]).toBeInstanceOf(AbortSignal);
  });

  it('loadDocuments passes the stored course on', async () => {
    const documentCatalog = answering(envelope(azCatalog));
    await run(actorsWith({ documentCatalog, documentRange: answering(envelope(range)) }).loadDocuments, {
      studentCourseId: 50010,
    });
    expect(documentCatalog.mock.calls[0][0]).toBe(50010);
  });

  it('uploadDocument sends the fields, then the file with its name, and answers the range list', async () => {
    const saveDocument = answering(envelope(range));
    expect(await run(actorsWith({ saveDocument }).uploadDocument, upload)).toEqual({ output: range });
    const [form, signal] = saveDocument.mock.calls[0] as [FormData, AbortSignal];
    expect(signal).toBeInstanceOf(AbortSignal);
    expect([...form.keys()]).toEqual(['studentCourseId', 'documentType', documentFileField]);
    expect(form.get('studentCourseId')).toBe('50010');
    const file = form.get(documentFileField);
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('licence.png');
    expect(documentForm(upload).get('documentType')).toBe('citation');
  });

  it('openDocument opens a tab at once, then shows the fetched file in it', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn(() => 'blob:document-701');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = createObjectURL;
        static revokeObjectURL = vi.fn();
      },
    );
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const documentContent = answering(pdf);
    expect(await run(actorsWith({ documentContent }).openDocument, { documentId: 701 })).toEqual({ output: undefined });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(documentContent.mock.calls[0][0]).toBe(701);
    expect(tab.location.href).toBe('blob:document-701');
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
  });

  it('openDocument closes the tab again when the file cannot be fetched', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const failure = { kind: 'network' as const, httpStatus: 0, message: '' };
    const documentContent = vi.fn(async () => {
      throw failure;
    });
    expect(await run(actorsWith({ documentContent }).openDocument, { documentId: 701 })).toEqual({ error: failure });
    expect(tab.close).toHaveBeenCalled();
  });

  it('names a saved document by its id and type (where pop-ups are blocked)', () => {
    expect(savedName(702)(new Blob([], { type: 'image/jpeg' }))).toBe('document-702.jpg');
    expect(savedName(701)(new Blob([], { type: 'text/plain' }))).toBe('document-701');
  });

  failuresPassThrough(actorsWith, [
    ['loadDocuments', 'documentCatalog', {}],
    ['loadDocuments', 'documentRange', {}, { documentCatalog: envelope(azCatalog) }],
    ['uploadDocument', 'saveDocument', upload],
  ]);
});

describe('createFileDocumentsImplementations', () => {
  it('navigates where the machine says and loads like the documents page', () => {
    const navigate = vi.fn();
    const implementations = createFileDocumentsImplementations({
      api: fakeArea(documentEndpoints, {}),
      navigate,
    });
    implementations.actions.navigate({} as never, { to: '/home/eligibility' });
    expect(navigate).toHaveBeenCalledWith({ to: '/home/eligibility' });
    expect(Object.keys(implementations.actors)).toEqual(['loadDocuments', 'uploadDocument']);
  });
});
