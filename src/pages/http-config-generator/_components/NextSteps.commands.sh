# read the secret the notes name without echoing it or saving it in history
read -rs API_KEY && export API_KEY

# check the file, send the first test, then open the results
npx crucible@latest validate -c crucibleconfig.yaml
npx crucible@latest eval -c crucibleconfig.yaml
npx crucible@latest view
