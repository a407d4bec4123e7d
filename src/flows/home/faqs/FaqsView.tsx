import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import * as routes from '@contracts/pages';
import type { Faq } from '@machines/faqs';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { FaqsContext } from './FaqsContext';
import { searchFaqs } from './faqSearch';
import { useFaqsEvents } from './useFaqsEvents';

import './faqs.css';

/** The search is kept in the address (?q=), so a search can be linked and survives a reload. */
const searchParam = 'q';

function FaqItem({ faq, open }: { faq: Faq; open: boolean }) {
  const { t } = useLingui();
  return (
    <details id={faq.id} className="faq" open={open || undefined}>
      <summary>{faq.question}</summary>
      {faq.answer.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <p className="faq__link">
        <a href={`#${faq.id}`} aria-label={t`Link to this question: ${faq.question}`}>
          <Trans>Link to this question</Trans>
        </a>
      </p>
    </details>
  );
}

/** /home/customer-support: the FAQs, grouped, searchable, each with a link of its own (#id opens it). */
export function FaqsView() {
  const { t } = useLingui();
  const loading = FaqsContext.useSelector((s) => s.matches('loading'));
  const list = FaqsContext.useSelector((s) => (s.matches('ready') ? s.context.list : undefined));
  const failure = FaqsContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const { retry } = useFaqsEvents();
  const [params, setParams] = useSearchParams();
  const search = params.get(searchParam) ?? '';
  const { hash } = useLocation();
  const linked = decodeURIComponent(hash.replace(/^#/, ''));
  const shown = useMemo(() => (list ? searchFaqs(list.groups, search) : []), [list, search]);
  const count = shown.reduce((n, g) => n + g.faqs.length, 0);

  // A linked question is opened (above) and brought into view once the list is there.
  useEffect(() => {
    if (list && linked) document.getElementById(linked)?.scrollIntoView?.({ block: 'start' });
  }, [list, linked]);

  const onSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(searchParam, value);
        else next.delete(searchParam);
        return next;
      },
      { replace: true },
    );

  return (
    <main className="page faqs">
      <h1>
        <Trans>Frequently asked questions</Trans>
      </h1>
      {loading ? <Loader label={t`Loading the questions…`} /> : null}
      {failure ? <RetryPanel message={failureText} onRetry={retry} /> : null}
      {list ? (
        <>
          <p className="faqs__search">
            <label htmlFor="faq-search">
              <Trans>Search the FAQs</Trans>
            </label>
            <input
              id="faq-search"
              type="search"
              value={search}
              autoComplete="off"
              onChange={(event) => onSearch(event.target.value)}
            />
          </p>
          <p role="status" className="faqs__count">
            {search.trim() === '' ? null : count === 0 ? (
              <Trans>No question matches your search. Try other words, or write to us from the Support page.</Trans>
            ) : (
              <Trans>Questions matching your search: {count}</Trans>
            )}
          </p>
          {count === 0 && search.trim() !== '' ? (
            <p>
              <Link to={routes.support}>
                <Trans>Support</Trans>
              </Link>
            </p>
          ) : null}
          {shown.map((group) => (
            <section key={group.id} aria-labelledby={`faq-group-${group.id}`} className="faqs__group">
              <h2 id={`faq-group-${group.id}`}>{group.title}</h2>
              {group.faqs.map((faq) => (
                <FaqItem key={faq.id} faq={faq} open={faq.id === linked || search.trim() !== ''} />
              ))}
            </section>
          ))}
        </>
      ) : null}
    </main>
  );
}
