// Placeholder until snapshot testing lands.
