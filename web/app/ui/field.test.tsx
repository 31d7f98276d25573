import { messages } from '@qanoon/contracts';
import { expect, test } from 'vitest';
import { Field } from './field.tsx';
import { renderToHtml } from './render-to-html.test-helper.tsx';
import { Select } from './select.tsx';

const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

test('a field names its input by its label and points it at its error', () => {
  const html = renderToHtml(<Field label="Email" name="email" error={messages.emailInvalid} />);
  const id = attribute(html, 'input', 'id');
  expect(id).toBeTruthy();
  expect(attribute(html, 'label', 'for')).toBe(id);
  expect(attribute(html, 'input', 'aria-invalid')).toBe('true');
  const errorId = attribute(html, 'input', 'aria-describedby');
  expect(html).toContain(`<p id="${errorId}"`);
  expect(html).toContain('Email is Invalid');
});

test('a field without an error is not marked invalid', () => {
  const html = renderToHtml(<Field label="Email" name="email" />);
  expect(attribute(html, 'input', 'aria-invalid')).toBeUndefined();
  expect(attribute(html, 'input', 'aria-describedby')).toBeUndefined();
});

test('a select offers its placeholder first and then its options, labelled like a field', () => {
  const html = renderToHtml(
    <Select
      label="Role"
      name="criteria"
      placeholder="Choose your role"
      options={[
        { value: 'lawyer', label: 'Lawyer' },
        { value: 'judge', label: 'Judge' },
      ]}
      error={messages.fillAllFields}
    />,
  );
  expect(attribute(html, 'label', 'for')).toBe(attribute(html, 'select', 'id'));
  expect(html).toMatch(/<option value="">Choose your role<\/option><option value="lawyer">Lawyer<\/option><option value="judge">Judge<\/option>/);
  expect(html).toContain('Please fill all the fields');
});
