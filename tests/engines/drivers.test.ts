import { describe, expect, it } from 'vitest';
import { EngineVersionError, unknownCommand } from '../../e2e/engines/drivers';

describe('a browser that lacks a protocol command', () => {
  it('is recognised from the error Puppeteer raises for WebDriver BiDi, and not confused with any other failure', () => {
    const error = new Error(
      'Protocol error (emulation.setScreenOrientationOverride): unknown command emulation.setScreenOrientationOverride RemoteError@chrome://remote/content/shared/RemoteError.sys.mjs:8:8',
    );
    expect(unknownCommand(error)).toBe('emulation.setScreenOrientationOverride');
    expect(unknownCommand(new Error('Waiting failed: call to Function() blocked by CSP'))).toBeUndefined();
    expect(
      unknownCommand(new Error('Protocol error (browsingContext.navigate): net::ERR_CONNECTION_REFUSED')),
    ).toBeUndefined();
  });

  it('is reported in one line naming the engine, its version and the command', () => {
    const { message } = new EngineVersionError(
      'Firefox ESR',
      '140.12.0esr',
      'browsingContext.setViewport',
      'needed to size the viewport',
    );
    expect(message).toBe(
      'Firefox ESR 140.12.0esr does not implement browsingContext.setViewport (needed to size the viewport).',
    );
    expect(message).not.toContain('\n');
  });
});
