// Starts the engine's worker as soon as this small module graph has loaded, before the rest of the page's modules
// (an async module script): the worker's chain of fetches then overlaps the page's own loading.
import { warm } from './game-engine.js';

warm();
