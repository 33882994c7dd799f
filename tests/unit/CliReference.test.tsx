import {cleanup, render, screen, within} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {
  CliCommandTable,
  CliExitCodeTable,
  CliFlagTable,
  EnvironmentVariableTable,
} from '@site/src/components/CliReference';
import {cliCommands, findCommand} from '@site/src/data/cli';
import {environmentVariables} from '@site/src/data/environment';

afterEach(cleanup);

const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('CLI reference tables', () => {
  it('lists every command, or one group’s subcommands', () => {
    const {unmount} = render(<CliCommandTable />);
    expect(rowHeaders()).toHaveLength(cliCommands.length);
    expect(rowHeaders()).toContain('scan-model <path|url>…');
    unmount();
    render(<CliCommandTable group="redteam" />);
    expect(rowHeaders()).toEqual([
      'redteam init',
      'redteam setup',
      'redteam generate',
      'redteam eval',
      'redteam run',
      'redteam report [evalId]',
      'redteam plugins',
    ]);
  });

  it('shows a command’s flags with defaults and the release that added or removed them', () => {
    render(<CliFlagTable command="redteam run" />);
    expect(rowHeaders()).toHaveLength(findCommand('redteam run')!.flags.length + 1);
    const resume = screen.getByRole('rowheader', {name: '--resume'}).closest('tr')!;
    expect(resume.textContent).toContain('Since 0.85.0.');
    const concurrency = screen.getByRole('rowheader', {name: '-j, --max-concurrency <n>'});
    expect(within(concurrency.closest('tr')!).getAllByRole('cell')[0].textContent).toBe('4');
    expect(rowHeaders()).toContain('-h, --help');
  });

  it('marks removed flags and values that came later', () => {
    const {unmount} = render(<CliFlagTable command="redteam generate" />);
    const write = screen.getByRole('rowheader', {name: '--write'}).closest('tr')!;
    expect(write.textContent).toContain('Removed in 0.87.0; use -o redteam.yaml.');
    unmount();
    render(<CliFlagTable command="scan-model" />);
    const format = screen.getByRole('rowheader', {name: '--format <name>'}).closest('tr')!;
    expect(format.textContent).toContain('sarif since 0.82.0');
  });

  it('refuses a command the data does not have, so a typo fails the build', () => {
    expect(() => render(<CliFlagTable command="evaluate" />)).toThrow(/no command "evaluate"/);
  });

  it('lists exit codes and every environment variable', () => {
    const {unmount} = render(<CliExitCodeTable />);
    expect(rowHeaders()).toEqual(['0', '100', '1']);
    unmount();
    render(<EnvironmentVariableTable />);
    expect(rowHeaders()).toEqual(environmentVariables.map((variable) => variable.name));
    const api = screen.getByRole('rowheader', {name: 'CRUCIBLE_API_KEY'}).closest('tr')!;
    expect(api.textContent).toContain('Since 0.77.0.');
    expect(screen.getByRole('link', {name: 'CRUCIBLE_CACHE_TTL'}).getAttribute('href')).toBe(
      '/docs/configuration/caching/',
    );
  });
});
