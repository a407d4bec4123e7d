import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';

import { documentLimits, documentUploadTypes } from '@contracts/documents';

/** A card's form: the file chosen (none or one; a file input's value is a path, not the file). */
export interface DocumentFormValues {
  file: File[];
}

/** Browsers name a JPEG's type image/jpeg (.jpg and .jpeg alike); an empty type is left to the server's check. */
const acceptedByBrowserType = (file: File) =>
  file.type === '' || documentUploadTypes.some((type) => type === file.type);

/**
 * 02 §2 documents: a file is needed, of the contract's upload types and size (the server checks the content again and
 * answers its own refusal, shown in the same place).
 */
export const documentFormSchema = (i18n: I18n) =>
  z.object({
    file: z.array(z.custom<File>()).check(
      z.minLength(1, i18n._(msg`Please choose a file.`)),
      z.refine(
        (files) => files.every(acceptedByBrowserType),
        i18n._(msg`The file must be a JPEG, PNG or GIF image or a PDF.`),
      ),
      z.refine(
        (files) => files.every((file) => file.size <= documentLimits.maxBytes),
        i18n._(msg`The file is too large (at most 10 MB).`),
      ),
    ),
  });
