"""Scale-out integrations: Ray Data (`textnorm.integrations.ray`, extra `[ray]`) and Hugging Face
`datasets` (`textnorm.integrations.hf`, extra `[hf]`). Each imports its engine only when used."""
