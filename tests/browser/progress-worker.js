// A stand-in engine worker for worker.test.js: answers every call with two progress reports and then an echo,
// so the client's progress path is tested before the module has an action that reports progress.
self.onmessage = ({ data: { id, action, args } }) => {
  self.postMessage({ id, progress: 0.25, info: { step: 1 } });
  self.postMessage({ id, progress: 1, info: { step: 2 } });
  self.postMessage({ id, result: { action, args } });
};
self.postMessage({ ready: true });
