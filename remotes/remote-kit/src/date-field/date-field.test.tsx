import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '@college/design-system';
import { DateField } from './date-field';

function Harness() {
  const [typed, setTyped] = useState('');
  return (
    <DateField
      id="dob"
      label="Date of Birth"
      typed={typed}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
    />
  );
}

const renderField = (lang: 'en' | 'hi' = 'en') =>
  render(
    <LanguageProvider lang={lang}>
      <Harness />
    </LanguageProvider>,
  );

describe('DateField', () => {
  it('asks for the day first and reads back what was typed with its month named', async () => {
    renderField();
    const box = screen.getByLabelText('Date of Birth');
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAccessibleDescription('Day, month, year: DD-MM-YYYY, like 14-05-2006');
    // The digits a US-English date box would read as 3 December.
    await userEvent.type(box, '12032007');
    expect(box).toHaveAccessibleDescription(/You entered 12 March 2007/);
    expect(screen.getByText('You entered 12 March 2007')).toBeInTheDocument();
  });

  it('reads back nothing for what is not a date', async () => {
    renderField();
    const box = screen.getByLabelText('Date of Birth');
    await userEvent.type(box, '31-02-2007');
    expect(box).not.toHaveAccessibleDescription(/You entered/);
    expect(screen.queryByText(/You entered/)).not.toBeInTheDocument();
  });

  it('in Hindi', async () => {
    renderField('hi');
    const box = screen.getByLabelText('Date of Birth');
    expect(box).toHaveAccessibleDescription(/दिन, महीना, वर्ष: DD-MM-YYYY/);
    await userEvent.type(box, '14/05/2006');
    expect(box).toHaveAccessibleDescription(/आपने 14 मई 2006 भरा है/);
  });
});
