/** 01 §9 Landing constants. */
export const landingConstants = {
  flagshipPrice: 80,
  packagePrices: { 1: 20, 2: 50, 3: 30, 4: 40 },
  defaultPackage: 1,
  organisationId: 1001,
  configCourseId: 383,
} as const;
