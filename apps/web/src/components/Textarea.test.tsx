import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Registered({ initial }: { initial: string }) {
  const { register } = useForm({ defaultValues: { text: initial } });
  return <Textarea label="Présentation" counterMax={5000} {...register('text')} />;
}

describe('Textarea character counter', () => {
  it('counts what is typed against the maximum, linked to the field', async () => {
    render(<Textarea label="Message" hint="Visible par le porteur" counterMax={20} />);
    const field = screen.getByLabelText('Message');
    expect(describedBy(field)).toEqual(['Visible par le porteur', '0 / 20']);
    await userEvent.type(field, 'Bonjour');
    expect(screen.getByText('7 / 20')).toBeTruthy();
    expect(screen.getByLabelText('7 caractères sur 20 au maximum')).toBeTruthy();
  });

  it('shows the count in the error colour once over the maximum', async () => {
    render(<Textarea label="Message" counterMax={5} />);
    await userEvent.type(screen.getByLabelText('Message'), 'abcdef');
    const counter = screen.getByText('6 / 5');
    expect(counter.className).toMatch(/counterOver/);
  });

  it('starts from the value a form library put in through the ref, with thousands spaced', () => {
    render(<Registered initial={'z'.repeat(1200)} />);
    expect(screen.getByText(/^1\s200 \/ 5\s000$/)).toBeTruthy();
  });

  it('follows a controlled value, and shows nothing without a maximum', () => {
    const { rerender } = render(
      <Textarea label="Avis" value="abc" onChange={() => {}} counterMax={10} />,
    );
    expect(screen.getByText('3 / 10')).toBeTruthy();
    rerender(<Textarea label="Avis" value="abc" onChange={() => {}} />);
    expect(screen.queryByText(/\/ 10/)).toBeNull();
    // A field's maxLength is its maximum when no other is given.
    rerender(<Textarea label="Avis" value="abc" onChange={() => {}} maxLength={1000} />);
    expect(screen.getByText(/^3 \/ 1\s000$/)).toBeTruthy();
  });
});
