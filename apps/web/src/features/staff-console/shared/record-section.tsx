import { useId, type ReactNode } from 'react';

/** One part of a student's record, under its own heading, named by it for landmark navigation. */
export function RecordSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** Facts as a definition list: each pair a term and its value. */
export function Facts({ facts }: { facts: [term: string, value: ReactNode][] }) {
  return (
    <dl>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
