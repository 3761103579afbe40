// Workers are called through comlink (style card: a comlink worker in four pieces). Features take
// the wrapper from here, not from the library.
export { wrap as wrapWorker, type Remote } from 'comlink';
