// For integration test files that send pushes: a fresh VAPID key pair in the environment (as
// `npm run demo` keeps one) and the local push receiver, started before the file's tests and
// closed after them.
import webpush from "web-push";
import { startPushReceiver, type PushReceiver } from "@/tests/support/push-receiver";

export function setUpPush(opts: { subject?: string } = {}): { vapid: { publicKey: string; privateKey: string }; receiver: PushReceiver } {
  const vapid = webpush.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
  process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
  if (opts.subject) process.env.VAPID_SUBJECT = opts.subject;

  let started: PushReceiver | undefined;
  beforeAll(async () => {
    started = await startPushReceiver();
  });
  afterAll(() => started?.close());
  const live = () => {
    if (!started) throw new Error("the push receiver starts in beforeAll");
    return started;
  };
  const receiver: PushReceiver = {
    get origin() {
      return live().origin;
    },
    subscription: (o) => live().subscription(o),
    waitFor: (...args) => live().waitFor(...args),
    close: () => live().close(),
  };
  return { vapid, receiver };
}
