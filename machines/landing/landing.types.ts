import type { Failure } from '../shared/failure';

export type LandingTab = 'courseDetails' | 'whyChooseUs' | 'faqs';

export interface LandingContext {
  /** Why recording the visit failed (kept for diagnostics; the visitor is not bothered with it). */
  trackingFailure?: Failure;
}

export type LandingEvent = { type: 'tab.select'; tab: LandingTab };

export type LandingPackage = 1 | 2 | 3 | 4;

export interface CoursesLandingContext {
  /** The chosen package (01 §9: Package 1 preselected). */
  selectedPackage: LandingPackage;
}

export type CoursesLandingEvent = { type: 'package.select'; package: LandingPackage } | { type: 'selection.continue' };
