import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { TestProviders, testServices } from '@/testing/test-services';
import { AddressFieldset } from './address-fieldset';

const binding = (name: string): FieldBinding => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
  error: name === 'zipCode' ? 'This field is required' : undefined,
});

const fields = {
  address1: binding('address1'),
  city: binding('city'),
  state: binding('state'),
  zipCode: binding('zipCode'),
};

describe('AddressFieldset', () => {
  it('asks for the address under its legend, the country only when the form has one', () => {
    render(
      <TestProviders services={testServices()}>
        <AddressFieldset legend="Home address" fields={fields} />
        <AddressFieldset
          legend="Billing address"
          fields={fields}
          country={binding('country')}
          autoCompleteSection="billing"
        />
      </TestProviders>,
    );
    const home = screen.getByRole('group', { name: 'Home address' });
    const billing = screen.getByRole('group', { name: 'Billing address' });
    for (const label of ['Street address', 'City', 'State', 'ZIP code']) {
      expect(screen.getAllByLabelText(label)).toHaveLength(2);
    }
    expect(screen.getAllByLabelText('Country')).toHaveLength(1);
    expect(billing.querySelector('input[name="country"]')?.getAttribute('autocomplete')).toBe(
      'billing country',
    );
    expect(home.querySelector('input[name="address1"]')?.getAttribute('autocomplete')).toBe(
      'address-line1',
    );
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
  });
});
