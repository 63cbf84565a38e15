import { describe, expect, it } from 'vitest';
import { questionIn } from './onboarding-question-words';

const asked = {
  id: 'former-student',
  label: 'Have you studied here before?',
  type: 'select' as const,
  options: ['Yes', 'No'],
  required: true,
};

describe('questionIn', () => {
  it('shows a Spanish page the Spanish words, each answering with its English option', () => {
    const question = {
      ...asked,
      es: { label: '¿Ha estudiado aquí antes?', options: ['Sí', 'No'] },
    };
    expect(questionIn(question, 'es')).toEqual({
      language: 'es',
      text: {
        label: '¿Ha estudiado aquí antes?',
        options: [
          { value: 'Yes', label: 'Sí' },
          { value: 'No', label: 'No' },
        ],
      },
    });
  });

  it('shows a Spanish page the English of a question written only in English, saying so', () => {
    expect(questionIn(asked, 'es')).toEqual({
      language: 'en',
      text: {
        label: 'Have you studied here before?',
        options: [
          { value: 'Yes', label: 'Yes' },
          { value: 'No', label: 'No' },
        ],
      },
    });
  });

  it('shows an English page the English, and a text question no options', () => {
    const question = { id: 'x', label: 'Student id', type: 'text' as const, required: false };
    expect(questionIn({ ...question, es: { label: 'Id' } }, 'en')).toEqual({
      language: 'en',
      text: { label: 'Student id', options: [] },
    });
  });
});
