crucible redteam generate -o redteam.yaml   # write the attacks, read a few
crucible redteam eval -c redteam.yaml       # run them against staging
crucible redteam report                     # open the findings on port 15500
