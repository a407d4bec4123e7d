import type { FlexiField } from '@contracts/courseConfig';

/*
 * What only the profile's "Other information" needs of the flexi fields (02 §5), apart from the rules registration
 * shares (src/shared/flexi): /register does not download these.
 */

/** Flexi field names the profile's rules name (01 §3). */
export const profileFlexiNames = { citationDate: 'CITATIONDATE', ssnLastFour: 'SSNLASTFOUR' } as const;

export const isSsnLastFourField = (field: Pick<FlexiField, 'flexiFieldName'>) =>
  field.flexiFieldName.toUpperCase() === profileFlexiNames.ssnLastFour;
/** 02 §5: text fields whose name contains "agent" take 2 to 100 characters. */
export const isAgentField = (field: Pick<FlexiField, 'flexiFieldName'>) => /agent/i.test(field.flexiFieldName);
