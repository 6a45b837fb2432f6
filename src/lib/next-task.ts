// Resolves in a later task of the page's event loop, so that what follows is not one long task with what came
// before: the browser paints and answers input in between (a phone's start is made of such pieces).
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  // Chromium's scheduler.yield() resumes ahead of other waiting tasks; a message is never throttled the way a
  // timer is in a hidden page.
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
