// Spec: 000 §3–4, 002 §3.5, §4.10
/**
 * Documents: their enumerations.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './enums';
