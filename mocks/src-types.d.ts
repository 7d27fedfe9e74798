// The handlers' types come from src/api/generated/operations.ts, whose imports reach the app's
// fetch wrapper (src/api/http.ts → src/shared/config.ts reads import.meta.env): the node
// program checks those files too, so it needs Vite's client types as the app has them.
/// <reference types="vite/client" />
