import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';

import type { CourseInfo } from '@machines/expressRegistration';
import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';
import { SafeHtml } from '@shared/ui/SafeHtml';

import { courseHeaderQuestion, htmlToText } from './expressDisplay';

interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  initiallyOpen?: boolean;
  level: 'section' | 'item';
}

/** A section or FAQ item that collapses and expands (a button with aria-expanded). */
function Disclosure({ title, children, initiallyOpen = false, level }: DisclosureProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const Heading = level === 'section' ? 'h2' : 'h3';
  return (
    <div className={`express__${level}`}>
      <Heading className="express__disclosure-title">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {title}
        </button>
      </Heading>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

interface CourseInfoPanelProps {
  course: CourseInfo;
  videoOpen: boolean;
  onOpenVideo: () => void;
  onCloseVideo: () => void;
}

/**
 * 01 §2 Course info panel: title, promo video modal, FAQ accordion (HTML stripped; the item
 * 'Every Minute You Wait Costs You $$$' shows the sanitized course header), and the course
 * info in sections that collapse and expand.
 */
export function CourseInfoPanel({ course, videoOpen, onOpenVideo, onCloseVideo }: CourseInfoPanelProps) {
  const { t } = useLingui();
  const faq = course.configCourseFaq.map(({ faq: item }) => ({
    question: htmlToText(item.questionName),
    answer: htmlToText(item.description),
  }));
  const headerInFaq = faq.some((item) => item.question === courseHeaderQuestion);
  return (
    <section className="express__course" aria-labelledby="express-course-title">
      <h1 id="express-course-title">{course.name}</h1>
      {course.promoVideoUrl ? (
        <Button variant="secondary" onClick={onOpenVideo}>
          <Trans>Watch the course video</Trans>
        </Button>
      ) : null}
      {videoOpen && course.promoVideoUrl ? (
        <Modal title={course.name} onClose={onCloseVideo} closeLabel={t`Close`}>
          <video controls src={course.promoVideoUrl} aria-label={t`Course video`} className="express__video" />
        </Modal>
      ) : null}
      {course.info ? (
        <Disclosure level="section" initiallyOpen title={<Trans>Course Information</Trans>}>
          <SafeHtml html={course.info} />
        </Disclosure>
      ) : null}
      <Disclosure level="section" initiallyOpen title={<Trans>Frequently Asked Questions</Trans>}>
        {!headerInFaq && course.infoHeader ? (
          <Disclosure level="item" title={<Trans>Every Minute You Wait Costs You $$$</Trans>}>
            <SafeHtml html={course.infoHeader} />
          </Disclosure>
        ) : null}
        {faq.map((item, index) => (
          <Disclosure key={`${index}-${item.question}`} level="item" title={item.question}>
            {item.question === courseHeaderQuestion ? <SafeHtml html={course.infoHeader} /> : <p>{item.answer}</p>}
          </Disclosure>
        ))}
      </Disclosure>
    </section>
  );
}
