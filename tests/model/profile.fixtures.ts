import type { SavedPersonalInformation } from '@contracts/account';
import type { FlexiField } from '@contracts/courseConfig';
import type { CountyAgency, OtherInformation, OtherInformationCourse, ProfileDetails } from '@contracts/profile';

/** The profile's details as saved (profile@example.com's, with a state). */
export const savedDetails: SavedPersonalInformation = {
  firstName: 'Pia',
  middleName: null,
  lastName: 'Profile',
  emailId: 'profile@example.com',
  dateOfBirth: '04-12-1990',
  gender: 'Female',
  parentEmail: null,
  mobileNumber: '5552345678',
  street: '200 N Spring St',
  apartment: null,
  city: 'Los Angeles',
  state: { stateId: 5 },
  zip: '90012',
  isPersonalInfoPending: false,
};

/** A student who never gave a state: "Other information" asks for it first (02 §5). */
export const savedWithoutState: SavedPersonalInformation = {
  ...savedDetails,
  street: null,
  city: null,
  state: null,
  zip: null,
};

/** What the student sends: a new last name, mobile number and apartment, and California. */
export const detailsSent: ProfileDetails = {
  firstName: 'Pia',
  middleName: null,
  lastName: 'Updated',
  dateOfBirth: '04-12-1990',
  gender: 'Female',
  mobileNumber: '555-234-5679',
  street: '201 N Spring St',
  apartment: 'Suite 2',
  city: 'Los Angeles',
  state: { stateId: 5 },
  zip: '90012',
};

/** The server's answer to that save. */
export const detailsSaved: SavedPersonalInformation = {
  ...savedDetails,
  lastName: 'Updated',
  mobileNumber: '5552345679',
  street: '201 N Spring St',
  apartment: 'Suite 2',
};

type FieldOverrides = Partial<FlexiField> & Pick<FlexiField, 'flexiFieldId' | 'flexiFieldName'>;

/** A course's flexi field as the server lists it: an optional text field unless the overrides say otherwise. */
export const optionalField = (f: FieldOverrides): FlexiField => ({
  flexiFieldType: 'TEXT',
  flexiFieldDescription: f.flexiFieldName,
  isMandatoryField: false,
  isValidationRequired: false,
  refFieldValue: null,
  value: null,
  dropdownItems: [],
  ...f,
});
const field = (f: FieldOverrides) => optionalField({ isMandatoryField: true, ...f });

/** Course 612's fields as stored for the student: Orange (2830) as the county of the citation. */
export const courtCourse: OtherInformationCourse = {
  configCourseId: 612,
  courseName: 'Los Angeles County Court Traffic School',
  vehicleTag: null,
  otherCourt: null,
  studentFlexiFieldDtoList: [
    field({
      flexiFieldId: 1,
      flexiFieldName: 'COUNTY',
      flexiFieldType: 'DROPDOWN',
      flexiFieldDescription: 'County',
      value: 'Orange',
      dropdownItems: [
        { value: 'Los Angeles', label: 'Los Angeles', refFieldValue: null },
        { value: 'Orange', label: 'Orange', refFieldValue: null },
      ],
    }),
    field({
      flexiFieldId: 2,
      flexiFieldName: 'COURT',
      flexiFieldType: 'DROPDOWN',
      flexiFieldDescription: 'Court',
      refFieldValue: 'COUNTY',
      value: 'Harbor Justice Center',
      dropdownItems: [
        { value: 'Pasadena Courthouse', label: 'Pasadena Courthouse', refFieldValue: 'Los Angeles' },
        { value: 'Harbor Justice Center', label: 'Harbor Justice Center', refFieldValue: 'Orange' },
        { value: 'Other', label: 'Other', refFieldValue: null },
      ],
    }),
    field({
      flexiFieldId: 3,
      flexiFieldName: 'CITATIONDATE',
      flexiFieldType: 'DATE',
      flexiFieldDescription: 'Citation Date',
      value: '2026-01-10',
    }),
    field({
      flexiFieldId: 89,
      flexiFieldName: 'CITATIONCOUNTY',
      flexiFieldType: 'DROPDOWN',
      flexiFieldDescription: 'County of citation',
      value: '2830',
      dropdownItems: [
        { value: '2815', label: 'Los Angeles', refFieldValue: null },
        { value: '2830', label: 'Orange', refFieldValue: null },
      ],
    }),
    field({
      flexiFieldId: 161,
      flexiFieldName: 'COUNTYAGENCY',
      flexiFieldType: 'DROPDOWN',
      flexiFieldDescription: 'County agency',
      isMandatoryField: false,
    }),
  ],
};

/** The same course with Los Angeles (2815) stored, and its agency. */
export const losAngelesCourse: OtherInformationCourse = {
  ...courtCourse,
  studentFlexiFieldDtoList: courtCourse.studentFlexiFieldDtoList.map((f) =>
    f.flexiFieldId === 89
      ? { ...f, value: '2815' }
      : f.flexiFieldId === 161
        ? { ...f, value: 'Pasadena Police Department' }
        : f,
  ),
};

/** Course 777: SSN and its last four digits, nothing stored yet. */
export const ssnCourse: OtherInformationCourse = {
  configCourseId: 777,
  courseName: 'Florida Advanced Driver Improvement',
  vehicleTag: null,
  otherCourt: null,
  studentFlexiFieldDtoList: [
    field({
      flexiFieldId: 7,
      flexiFieldName: 'SSN',
      flexiFieldDescription: 'Social Security Number',
      isMandatoryField: false,
    }),
    field({
      flexiFieldId: 8,
      flexiFieldName: 'SSNLASTFOUR',
      flexiFieldType: 'NUMBER',
      flexiFieldDescription: 'Last four digits of your SSN',
      isMandatoryField: false,
    }),
  ],
};

export const twoCourses: OtherInformation = { courses: [courtCourse, ssnCourse] };
export const storedLosAngeles: OtherInformation = { courses: [losAngelesCourse] };
export const noCourses: OtherInformation = { courses: [] };

/** GET county-agency for 2815 (a short list). */
export const laAgencies: CountyAgency[] = [
  { countyCode: '2815', label: 'Los Angeles Police Department', countyName: 'Los Angeles' },
  { countyCode: '2815', label: 'Pasadena Police Department', countyName: 'Los Angeles' },
];
