import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PupilSearchBox } from './search-box';
import { pupilSearchText } from './strings';

function Harness({ onSearch }: { onSearch: (word: string) => void }) {
  const [word, setWord] = useState('سارا');
  return (
    <>
      <PupilSearchBox
        value={word}
        onSearch={(next) => {
          setWord(next);
          onSearch(next);
        }}
      />
      <button type="button" onClick={() => setWord('')}>
        clear
      </button>
    </>
  );
}

describe('PupilSearchBox', () => {
  it('shows every letter at once and hands the word on once, after the pause', async () => {
    const onSearch = vi.fn();
    renderWithApp(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: pupilSearchText.search });
    expect(box).toHaveValue('سارا');
    await userEvent.clear(box);
    await userEvent.type(box, 'احمدي');
    expect(box).toHaveValue('احمدي');
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith('احمدي');
  });

  it('hands the word on at once on Enter, and follows a change from outside', async () => {
    const onSearch = vi.fn();
    renderWithApp(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: pupilSearchText.search });
    await userEvent.type(box, '۱{Enter}');
    expect(onSearch).toHaveBeenCalledWith('سارا۱');
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(box).toHaveValue('');
  });
});
