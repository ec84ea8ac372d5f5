/**
 * Resolves in a new task, so whatever the browser has waiting (a tap, a frame) runs first. A message
 * rather than a timeout: a hidden tab holds timeouts back for up to a second each, messages not at all.
 * Part of the entry (src/boot.ts), so it imports nothing and stays this small.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
