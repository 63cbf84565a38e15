import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@portal/domain/catalog/catalog-api';
import type { DegreeProgram } from '@portal/domain/organization/organization-api';
import { loadLanguage } from '@/lib/i18n';
import { renderWithServices, testServices } from '@/testing/test-services';
import { ProgramDetails } from './program-page';

// The catalog's texts on a Spanish page (docs/languages.md "The catalog"): the Spanish where it is
// written, else the English marked as English, with the note tenant content uses.

const NOTE = 'Este texto se muestra en inglés.';

const program: DegreeProgram = {
  id: 4,
  name: 'Bachelor of Science in Nursing Completion',
  description: 'An online RN-to-BSN program for licensed registered nurses.',
  schoolId: 3,
  enrollmentCode: 'UIW-RNBSN',
  price: 44_900,
  periodicity: 'MONT',
  es: { name: 'Licenciatura en Ciencias de Enfermería' },
};

const course = (id: number, code: string, name: string, es?: { name: string }): ProductSummary => ({
  id,
  code,
  name,
  type: 'Course',
  price: 6945,
  credits: 3,
  description: '',
  categoryId: 3,
  subcategoryId: 31,
  ...(es ? { es } : {}),
});

const courses = [
  course(3008, 'HSC210', 'Pathophysiology', { name: 'Fisiopatología' }),
  course(3009, 'HSC220', 'Introduction to Pharmacology'),
];

async function renderProgram(language: 'en' | 'es', shown: DegreeProgram = program) {
  if (language === 'es') await loadLanguage('es');
  const router = createMemoryRouter([
    { path: '/', element: <ProgramDetails program={shown} courses={courses} /> },
  ]);
  return renderWithServices(<RouterProvider router={router} />, testServices({ language }));
}

describe('a program page in Spanish', () => {
  it('shows the Spanish name, and the English description marked and noted', async () => {
    await renderProgram('es');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Licenciatura en Ciencias de Enfermería');
    expect(heading.getAttribute('lang')).toBeNull();
    const description = screen.getByText(program.description);
    expect(description.getAttribute('lang')).toBe('en');
    const notes = screen.getAllByText(NOTE);
    // One for the header's description, one for the list's untranslated course name.
    expect(notes).toHaveLength(2);
    expect(notes.every((note) => note.getAttribute('lang') === 'es')).toBe(true);
  });

  it('shows each course in Spanish where written, the others in English marked so', async () => {
    await renderProgram('es');
    expect(screen.getByRole('link', { name: 'Fisiopatología' }).getAttribute('lang')).toBeNull();
    const english = screen.getByRole('link', { name: 'Introduction to Pharmacology' });
    expect(english.getAttribute('lang')).toBe('en');
  });

  it('needs no note when every text is in Spanish', async () => {
    const spanish = {
      ...program,
      es: { name: 'Licenciatura en Ciencias de Enfermería', description: 'Un programa en línea.' },
    };
    const router = createMemoryRouter([
      { path: '/', element: <ProgramDetails program={spanish} courses={courses.slice(0, 1)} /> },
    ]);
    await loadLanguage('es');
    renderWithServices(<RouterProvider router={router} />, testServices({ language: 'es' }));
    expect(screen.getByText('Un programa en línea.').getAttribute('lang')).toBeNull();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});

describe('a program page in English', () => {
  it('shows the English texts, with no note and no marks', async () => {
    await renderProgram('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(program.name);
    expect(screen.getByRole('link', { name: 'Pathophysiology' })).toBeTruthy();
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });
});
